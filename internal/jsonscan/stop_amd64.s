//go:build !purego

#include "textflag.h"

// The bytes a plain run of a string ends at are the quote, the backslash
// and, as signed bytes, those less than a space: the control characters
// and the bytes of 0x80 or more. Thirty-two copies of each: the SSE2
// search reads the first sixteen.
DATA quotes<>+0(SB)/8, $0x2222222222222222
DATA quotes<>+8(SB)/8, $0x2222222222222222
DATA quotes<>+16(SB)/8, $0x2222222222222222
DATA quotes<>+24(SB)/8, $0x2222222222222222
GLOBL quotes<>(SB), RODATA|NOPTR, $32
DATA backslashes<>+0(SB)/8, $0x5c5c5c5c5c5c5c5c
DATA backslashes<>+8(SB)/8, $0x5c5c5c5c5c5c5c5c
DATA backslashes<>+16(SB)/8, $0x5c5c5c5c5c5c5c5c
DATA backslashes<>+24(SB)/8, $0x5c5c5c5c5c5c5c5c
GLOBL backslashes<>(SB), RODATA|NOPTR, $32
DATA spaces<>+0(SB)/8, $0x2020202020202020
DATA spaces<>+8(SB)/8, $0x2020202020202020
DATA spaces<>+16(SB)/8, $0x2020202020202020
DATA spaces<>+24(SB)/8, $0x2020202020202020
GLOBL spaces<>(SB), RODATA|NOPTR, $32

// STOPS sets each byte of x that ends a plain run to 0xff and every other
// to 0, using t1 and t2.
#define STOPS(x, t1, t2) \
	MOVO X10, t1 \
	PCMPGTB x, t1 \
	MOVO x, t2 \
	PCMPEQB X8, t2 \
	PCMPEQB X9, x \
	POR t1, x \
	POR t2, x

// VSTOPS is STOPS of the 32 bytes of y, in AVX2.
#define VSTOPS(y, t1, t2) \
	VPCMPGTB y, Y10, t1 \
	VPCMPEQB Y8, y, t2 \
	VPCMPEQB Y9, y, y \
	VPOR t1, y, y \
	VPOR t2, y, y

// func indexStop(s string) int
TEXT ·indexStop(SB), NOSPLIT, $0-24
	MOVQ s_base+0(FP), SI
	MOVQ s_len+8(FP), DX
	MOVQ SI, DI
	ANDQ $~15, DX
	ADDQ SI, DX // the end of the whole blocks
	CMPB ·hasAVX2(SB), $0
	JNE avx2
	MOVOU quotes<>(SB), X8
	MOVOU backslashes<>(SB), X9
	MOVOU spaces<>(SB), X10

loop32:
	LEAQ 32(SI), AX
	CMPQ AX, DX
	JA last16
	MOVOU (SI), X0
	MOVOU 16(SI), X4
	STOPS(X0, X1, X2)
	STOPS(X4, X5, X6)
	MOVO X0, X7
	POR X4, X7
	PMOVMSKB X7, CX
	TESTL CX, CX
	JNZ found32
	MOVQ AX, SI
	JMP loop32

found32:
	PMOVMSKB X0, CX
	PMOVMSKB X4, BX
	SHLL $16, BX
	ORL BX, CX
	BSFL CX, CX

at:
	// The stop is CX bytes from SI.
	ADDQ CX, SI
	SUBQ DI, SI
	MOVQ SI, ret+16(FP)
	RET

last16:
	CMPQ SI, DX
	JAE none
	MOVOU (SI), X0
	STOPS(X0, X1, X2)
	PMOVMSKB X0, CX
	TESTL CX, CX
	JNZ found16
	ADDQ $16, SI

none:
	SUBQ DI, SI
	MOVQ SI, ret+16(FP)
	RET

found16:
	BSFL CX, CX
	JMP at

avx2:
	// 64 bytes at a time, their marks joined and tested with one
	// branch, then 32, then the last sixteen as in SSE2, whose constants
	// are the low halves of these.
	VMOVDQU quotes<>(SB), Y8
	VMOVDQU backslashes<>(SB), Y9
	VMOVDQU spaces<>(SB), Y10

loop64:
	LEAQ 64(SI), AX
	CMPQ AX, DX
	JA last32
	VMOVDQU (SI), Y0
	VMOVDQU 32(SI), Y4
	VSTOPS(Y0, Y1, Y2)
	VSTOPS(Y4, Y5, Y6)
	VPOR Y0, Y4, Y7
	VPMOVMSKB Y7, CX
	TESTL CX, CX
	JNZ found64
	MOVQ AX, SI
	JMP loop64

found64:
	VPMOVMSKB Y0, CX
	VPMOVMSKB Y4, BX
	SHLQ $32, BX
	ORQ BX, CX
	BSFQ CX, CX
	VZEROUPPER
	JMP at

last32:
	LEAQ 32(SI), AX
	CMPQ AX, DX
	JA avxlast16
	VMOVDQU (SI), Y0
	VSTOPS(Y0, Y1, Y2)
	VPMOVMSKB Y0, CX
	TESTL CX, CX
	JNZ found32avx
	MOVQ AX, SI

avxlast16:
	VZEROUPPER
	JMP last16

found32avx:
	VZEROUPPER
	JMP found16
