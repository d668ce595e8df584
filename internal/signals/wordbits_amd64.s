//go:build !purego

#include "textflag.h"

// The bytes added to each byte of the text, and the bounds the sums are
// compared with (as signed bytes), for the digits and for the letters:
// a digit, '0' to '9', plus 0x50 is 0x80 to 0x89, -128 to -119, and a
// letter, 'a' to 'z', plus 0x1f is 0x80 to 0x99, -128 to -103; every
// other ASCII byte's sum is greater than the bound, or not negative.
// Then the two joiners, each byte the apostrophe or the hyphen. 32 copies
// of each, of which the SSE2 code reads the first sixteen.
DATA digitBias<>+0(SB)/8, $0x5050505050505050
DATA digitBias<>+8(SB)/8, $0x5050505050505050
DATA digitBias<>+16(SB)/8, $0x5050505050505050
DATA digitBias<>+24(SB)/8, $0x5050505050505050
GLOBL digitBias<>(SB), RODATA|NOPTR, $32
DATA digitBound<>+0(SB)/8, $0x8989898989898989
DATA digitBound<>+8(SB)/8, $0x8989898989898989
DATA digitBound<>+16(SB)/8, $0x8989898989898989
DATA digitBound<>+24(SB)/8, $0x8989898989898989
GLOBL digitBound<>(SB), RODATA|NOPTR, $32
DATA letterBias<>+0(SB)/8, $0x1f1f1f1f1f1f1f1f
DATA letterBias<>+8(SB)/8, $0x1f1f1f1f1f1f1f1f
DATA letterBias<>+16(SB)/8, $0x1f1f1f1f1f1f1f1f
DATA letterBias<>+24(SB)/8, $0x1f1f1f1f1f1f1f1f
GLOBL letterBias<>(SB), RODATA|NOPTR, $32
DATA letterBound<>+0(SB)/8, $0x9999999999999999
DATA letterBound<>+8(SB)/8, $0x9999999999999999
DATA letterBound<>+16(SB)/8, $0x9999999999999999
DATA letterBound<>+24(SB)/8, $0x9999999999999999
GLOBL letterBound<>(SB), RODATA|NOPTR, $32
DATA apostrophes<>+0(SB)/8, $0x2727272727272727
DATA apostrophes<>+8(SB)/8, $0x2727272727272727
DATA apostrophes<>+16(SB)/8, $0x2727272727272727
DATA apostrophes<>+24(SB)/8, $0x2727272727272727
GLOBL apostrophes<>(SB), RODATA|NOPTR, $32
DATA hyphens<>+0(SB)/8, $0x2d2d2d2d2d2d2d2d
DATA hyphens<>+8(SB)/8, $0x2d2d2d2d2d2d2d2d
DATA hyphens<>+16(SB)/8, $0x2d2d2d2d2d2d2d2d
DATA hyphens<>+24(SB)/8, $0x2d2d2d2d2d2d2d2d
GLOBL hyphens<>(SB), RODATA|NOPTR, $32

// SIXTEEN marks in the low sixteen bits of reg the bytes of the sixteen
// from off(SI) that are neither digits nor letters (a byte's sum is
// greater than its bound unless it is one of them), and in those of jreg
// the joiners.
#define SIXTEEN(off, reg, jreg) \
	MOVOU off(SI), X0 \
	MOVO X0, X1 \
	MOVO X0, X2 \
	MOVO X0, X3 \
	PADDB X8, X0 \
	PADDB X10, X1 \
	PCMPEQB X12, X2 \
	PCMPEQB X13, X3 \
	PCMPGTB X9, X0 \
	PCMPGTB X11, X1 \
	POR X3, X2 \
	PAND X1, X0 \
	PMOVMSKB X0, reg \
	PMOVMSKB X2, jreg

// SIXTYFOUR marks the 64 bytes from SI: their letters and digits in AX,
// their joiners in R8.
#define SIXTYFOUR \
	SIXTEEN(0, AX, R8) \
	SIXTEEN(16, BX, R9) \
	SIXTEEN(32, DX, R10) \
	SIXTEEN(48, R11, R12) \
	SHLQ $16, BX \
	SHLQ $32, DX \
	SHLQ $48, R11 \
	ORQ BX, AX \
	ORQ R11, DX \
	ORQ DX, AX \
	NOTQ AX \
	SHLQ $16, R9 \
	SHLQ $32, R10 \
	SHLQ $48, R12 \
	ORQ R9, R8 \
	ORQ R12, R10 \
	ORQ R10, R8

// THIRTYTWO marks in the low 32 bits of reg the bytes of the 32 from
// off(SI) that are neither digits nor letters, as SIXTEEN does in AVX2,
// and in those of jreg the joiners.
#define THIRTYTWO(off, reg, jreg) \
	VMOVDQU off(SI), Y0 \
	VPADDB Y8, Y0, Y1 \
	VPADDB Y10, Y0, Y2 \
	VPCMPGTB Y9, Y1, Y1 \
	VPCMPGTB Y11, Y2, Y2 \
	VPAND Y1, Y2, Y1 \
	VPCMPEQB Y12, Y0, Y2 \
	VPCMPEQB Y13, Y0, Y0 \
	VPOR Y2, Y0, Y0 \
	VPMOVMSKB Y1, reg \
	VPMOVMSKB Y0, jreg

// SIXTYFOURAVX marks the 64 bytes from SI as SIXTYFOUR does, in AVX2.
#define SIXTYFOURAVX \
	THIRTYTWO(0, AX, R8) \
	THIRTYTWO(32, BX, R9) \
	SHLQ $32, BX \
	ORQ BX, AX \
	NOTQ AX \
	SHLQ $32, R9 \
	ORQ R9, R8

// func wordJoinBits(p *byte, n int) (words, joiners uint64)
TEXT ·wordJoinBits(SB), NOSPLIT, $0-32
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), DI
	MOVQ $64, CX
	SUBQ DI, CX
	MOVQ SI, BX
	ANDQ $4095, BX
	CMPB ·hasAVX2(SB), $0
	JEQ  wsse
	VMOVDQU digitBias<>(SB), Y8
	VMOVDQU digitBound<>(SB), Y9
	VMOVDQU letterBias<>(SB), Y10
	VMOVDQU letterBound<>(SB), Y11
	VMOVDQU apostrophes<>(SB), Y12
	VMOVDQU hyphens<>(SB), Y13
	CMPQ BX, $4032
	JHI  vendpage
	// The 64 bytes from p are in p's page: read them, and clear the bits
	// of those from n on.
	SIXTYFOURAVX
	VZEROUPPER

inpage:
	SHLQ CX, AX
	SHRQ CX, AX
	SHLQ CX, R8
	SHRQ CX, R8
	MOVQ AX, words+16(FP)
	MOVQ R8, joiners+24(FP)
	RET

vendpage:
	// p is in the last 63 bytes of its page, and so is p-64+n, which
	// the 64 bytes ending at p+n are read from; the bits of the 64-n
	// before p are shifted out.
	LEAQ -64(SI)(DI*1), SI
	SIXTYFOURAVX
	VZEROUPPER

pageend:
	SHRQ CX, AX
	SHRQ CX, R8
	MOVQ AX, words+16(FP)
	MOVQ R8, joiners+24(FP)
	RET

wsse:
	// The same in SSE2, sixteen bytes at a time, where the processor has
	// no AVX2.
	MOVOU digitBias<>(SB), X8
	MOVOU digitBound<>(SB), X9
	MOVOU letterBias<>(SB), X10
	MOVOU letterBound<>(SB), X11
	MOVOU apostrophes<>(SB), X12
	MOVOU hyphens<>(SB), X13
	CMPQ BX, $4032
	JHI  endpage
	SIXTYFOUR
	JMP  inpage

endpage:
	LEAQ -64(SI)(DI*1), SI
	SIXTYFOUR
	JMP  pageend

// The byte added to each byte of the text and the bound the sum is
// compared with, as signed bytes, for the capitals: 'A' to 'Z' plus 0x3f
// is 0x80 to 0x99, -128 to -103, and every other byte's sum is greater
// (or not negative); and the bit that lowers a capital.
DATA upperBias<>+0(SB)/8, $0x3f3f3f3f3f3f3f3f
DATA upperBias<>+8(SB)/8, $0x3f3f3f3f3f3f3f3f
DATA upperBias<>+16(SB)/8, $0x3f3f3f3f3f3f3f3f
DATA upperBias<>+24(SB)/8, $0x3f3f3f3f3f3f3f3f
GLOBL upperBias<>(SB), RODATA|NOPTR, $32
DATA upperBound<>+0(SB)/8, $0x9999999999999999
DATA upperBound<>+8(SB)/8, $0x9999999999999999
DATA upperBound<>+16(SB)/8, $0x9999999999999999
DATA upperBound<>+24(SB)/8, $0x9999999999999999
GLOBL upperBound<>(SB), RODATA|NOPTR, $32
DATA caseBit<>+0(SB)/8, $0x2020202020202020
DATA caseBit<>+8(SB)/8, $0x2020202020202020
DATA caseBit<>+16(SB)/8, $0x2020202020202020
DATA caseBit<>+24(SB)/8, $0x2020202020202020
GLOBL caseBit<>(SB), RODATA|NOPTR, $32

// LOWER16 writes the sixteen bytes from off(SI) to off(DI) with their
// capitals lowered, marks in the low sixteen bits of reg those that are
// not capitals, and gathers their top bits in X7.
#define LOWER16(off, reg) \
	MOVOU off(SI), X0 \
	POR X0, X7 \
	MOVO X0, X1 \
	PADDB X8, X1 \
	PCMPGTB X9, X1 \
	PMOVMSKB X1, reg \
	PANDN X10, X1 \
	POR X1, X0 \
	MOVOU X0, off(DI)

// LOWER32 is LOWER16 of 32 bytes in AVX2, their top bits gathered in Y7.
#define LOWER32(off, reg) \
	VMOVDQU off(SI), Y0 \
	VPOR Y0, Y7, Y7 \
	VPADDB Y8, Y0, Y1 \
	VPCMPGTB Y9, Y1, Y1 \
	VPMOVMSKB Y1, reg \
	VPANDN Y10, Y1, Y1 \
	VPOR Y1, Y0, Y0 \
	VMOVDQU Y0, off(DI)

// func lowerBlocks(dst, src *byte, marks *uint64, blocks int) (ascii bool)
TEXT ·lowerBlocks(SB), NOSPLIT, $0-33
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ marks+16(FP), DX
	MOVQ blocks+24(FP), CX
	CMPB ·hasAVX2(SB), $0
	JNE  lavx
	MOVOU upperBias<>(SB), X8
	MOVOU upperBound<>(SB), X9
	MOVOU caseBit<>(SB), X10
	PXOR X7, X7

block:
	LOWER16(0, AX)
	LOWER16(16, BX)
	LOWER16(32, R8)
	LOWER16(48, R9)
	TESTQ DX, DX
	JZ   next
	SHLQ $16, BX
	SHLQ $32, R8
	SHLQ $48, R9
	ORQ BX, AX
	ORQ R9, R8
	ORQ R8, AX
	NOTQ AX
	MOVQ AX, 0(DX)
	ADDQ $8, DX

next:
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  block
	PMOVMSKB X7, AX
	TESTQ AX, AX
	SETEQ ascii+32(FP)
	RET

lavx:
	// The same in AVX2, 32 bytes at a time.
	VMOVDQU upperBias<>(SB), Y8
	VMOVDQU upperBound<>(SB), Y9
	VMOVDQU caseBit<>(SB), Y10
	VPXOR Y7, Y7, Y7

lblock:
	LOWER32(0, AX)
	LOWER32(32, BX)
	TESTQ DX, DX
	JZ   lnext
	SHLQ $32, BX
	ORQ BX, AX
	NOTQ AX
	MOVQ AX, 0(DX)
	ADDQ $8, DX

lnext:
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  lblock
	VPMOVMSKB Y7, AX
	VZEROUPPER
	TESTQ AX, AX
	SETEQ ascii+32(FP)
	RET

// A byte with its bits 0x05 cleared is 0x22 when it is a double
// quotation mark, an apostrophe, '#' or '&'.
DATA markBits<>+0(SB)/8, $0xfafafafafafafafa
DATA markBits<>+8(SB)/8, $0xfafafafafafafafa
DATA markBits<>+16(SB)/8, $0xfafafafafafafafa
DATA markBits<>+24(SB)/8, $0xfafafafafafafafa
GLOBL markBits<>(SB), RODATA|NOPTR, $32
DATA doubleQuotes<>+0(SB)/8, $0x2222222222222222
DATA doubleQuotes<>+8(SB)/8, $0x2222222222222222
DATA doubleQuotes<>+16(SB)/8, $0x2222222222222222
DATA doubleQuotes<>+24(SB)/8, $0x2222222222222222
GLOBL doubleQuotes<>(SB), RODATA|NOPTR, $32

// MARKS16 marks in the low sixteen bits of reg the bytes of the sixteen
// from off(SI) that are double quotation marks, apostrophes, '#' or '&'.
#define MARKS16(off, reg, x) \
	MOVOU off(SI), x \
	PAND X9, x \
	PCMPEQB X8, x \
	PMOVMSKB x, reg

// INDEX16 ends a function func(s string) int that returns the offset of
// the first byte of s that SCAN16 marks, or -1: SCAN16(off, reg, x) marks
// in the low sixteen bits of reg those of the sixteen bytes from off(SI).
// It reads 32 bytes at a time while 32 are left, then sixteen if sixteen
// are, then the last sixteen of s, those already read among them marking
// nothing. Of fewer than sixteen bytes it reads the sixteen from s in s's
// page, their marks past its end cleared, or else the sixteen ending at
// its end, in that page too, their marks before s shifted out.
#define INDEX16(SCAN16) \
	MOVQ SI, DI \
	CMPQ BX, $16 \
	JB   short \
	LEAQ -16(SI)(BX*1), R11 \
	LEAQ -32(SI)(BX*1), R10 \
	CMPQ SI, R10 \
	JHI  sixteen \
loop: \
	SCAN16(0, AX, X0) \
	SCAN16(16, DX, X1) \
	SHLL $16, DX \
	ORL  DX, AX \
	JNZ  found \
	ADDQ $32, SI \
	CMPQ SI, R10 \
	JLS  loop \
	CMPQ SI, R11 \
	JHI  last \
sixteen: \
	SCAN16(0, AX, X0) \
	TESTL AX, AX \
	JNZ  found \
	ADDQ $16, SI \
last: \
	MOVQ R11, SI \
	SCAN16(0, AX, X0) \
	TESTL AX, AX \
	JNZ  found \
	MOVQ $-1, ret+16(FP) \
	RET \
found: \
	BSFL AX, AX \
	SUBQ DI, SI \
	ADDQ SI, AX \
	MOVQ AX, ret+16(FP) \
	RET \
short: \
	TESTQ BX, BX \
	JZ   none \
	MOVQ SI, CX \
	ANDQ $4095, CX \
	CMPQ CX, $4080 \
	JHI  endpage \
	SCAN16(0, AX, X0) \
	MOVQ BX, CX \
	MOVL $1, DX \
	SHLL CX, DX \
	DECL DX \
	ANDL DX, AX \
	JZ   none \
	BSFL AX, AX \
	MOVQ AX, ret+16(FP) \
	RET \
endpage: \
	LEAQ -16(SI)(BX*1), SI \
	SCAN16(0, AX, X0) \
	MOVQ $16, CX \
	SUBQ BX, CX \
	SHRL CX, AX \
	JZ   none \
	BSFL AX, AX \
	MOVQ AX, ret+16(FP) \
	RET \
none: \
	MOVQ $-1, ret+16(FP) \
	RET

// MARKS32 is MARKS16 of 32 bytes in AVX2.
#define MARKS32(off, reg, y) \
	VMOVDQU off(SI), y \
	VPAND Y9, y, y \
	VPCMPEQB Y8, y, y \
	VPMOVMSKB y, reg

// INDEX32 ends a function as INDEX16 does, in AVX2, for s of 32 bytes at
// least: SCAN32(off, reg, y) marks in the low 32 bits of reg those of
// the 32 bytes from off(SI) it finds. It reads 64 bytes at a time while
// 64 are left, their marks joined and tested with one branch, then 32 if
// 32 are, then the last 32 of s, those already read among them marking
// nothing.
#define INDEX32(SCAN32) \
	MOVQ SI, DI \
	LEAQ -32(SI)(BX*1), R11 \
	LEAQ -64(SI)(BX*1), R10 \
vloop: \
	CMPQ SI, R10 \
	JHI  vthirtytwo \
	SCAN32(0, AX, Y0) \
	SCAN32(32, DX, Y1) \
	SHLQ $32, DX \
	ORQ  DX, AX \
	JNZ  vfound \
	ADDQ $64, SI \
	JMP  vloop \
vthirtytwo: \
	CMPQ SI, R11 \
	JHI  vlast \
	SCAN32(0, AX, Y0) \
	TESTQ AX, AX \
	JNZ  vfound \
	ADDQ $32, SI \
vlast: \
	MOVQ R11, SI \
	SCAN32(0, AX, Y0) \
	TESTQ AX, AX \
	JNZ  vfound \
	VZEROUPPER \
	MOVQ $-1, ret+16(FP) \
	RET \
vfound: \
	VZEROUPPER \
	BSFQ AX, AX \
	SUBQ DI, SI \
	ADDQ SI, AX \
	MOVQ AX, ret+16(FP) \
	RET

// func indexMarkLike(s string) int
TEXT ·indexMarkLike(SB), NOSPLIT, $0-24
	MOVQ s_base+0(FP), SI
	MOVQ s_len+8(FP), BX
	CMPQ BX, $32
	JB   msse
	CMPB ·hasAVX2(SB), $0
	JNE  mavx
msse:
	MOVOU doubleQuotes<>(SB), X8
	MOVOU markBits<>(SB), X9
	INDEX16(MARKS16)
mavx:
	VMOVDQU doubleQuotes<>(SB), Y8
	VMOVDQU markBits<>(SB), Y9
	INDEX32(MARKS32)

// func isASCII(s string) bool
TEXT ·isASCII(SB), NOSPLIT, $0-17
	MOVQ s_base+0(FP), SI
	MOVQ s_len+8(FP), BX
	CMPQ BX, $16
	JB   ashort
	// 64 bytes at a time, their top bits gathered in one register and
	// tested with one branch, then sixteen, then the last sixteen of s.
	LEAQ -16(SI)(BX*1), R11
	LEAQ -64(SI)(BX*1), R10
	CMPQ SI, R10
	JHI  asixteen

aloop:
	MOVOU 0(SI), X0
	MOVOU 16(SI), X1
	MOVOU 32(SI), X2
	MOVOU 48(SI), X3
	POR  X1, X0
	POR  X3, X2
	POR  X2, X0
	PMOVMSKB X0, AX
	TESTL AX, AX
	JNZ  notascii
	ADDQ $64, SI
	CMPQ SI, R10
	JLS  aloop

asixteen:
	CMPQ SI, R11
	JHI  alast
	MOVOU 0(SI), X0
	PMOVMSKB X0, AX
	TESTL AX, AX
	JNZ  notascii
	ADDQ $16, SI
	JMP  asixteen

alast:
	MOVOU 0(R11), X0
	PMOVMSKB X0, AX
	TESTL AX, AX
	JNZ  notascii
	MOVB $1, ret+16(FP)
	RET

ashort:
	// Fewer than sixteen bytes: read as indexMarkLike reads them.
	TESTQ BX, BX
	JZ   ascii
	MOVQ SI, CX
	ANDQ $4095, CX
	CMPQ CX, $4080
	JHI  aendpage
	MOVOU 0(SI), X0
	PMOVMSKB X0, AX
	MOVQ BX, CX
	MOVL $1, DX
	SHLL CX, DX
	DECL DX
	ANDL DX, AX
	JNZ  notascii
	MOVB $1, ret+16(FP)
	RET

aendpage:
	MOVOU -16(SI)(BX*1), X0
	PMOVMSKB X0, AX
	MOVQ $16, CX
	SUBQ BX, CX
	SHRL CX, AX
	JNZ  notascii

ascii:
	MOVB $1, ret+16(FP)
	RET

notascii:
	MOVB $0, ret+16(FP)
	RET

// DIGITS16 marks in the low sixteen bits of reg the digits of the sixteen
// bytes from off(SI): those whose sum with digitBias is not greater than
// digitBound (see wordJoinBits), whatever the byte, ASCII or not.
#define DIGITS16(off, reg, x) \
	MOVOU off(SI), x \
	PADDB X8, x \
	PCMPGTB X9, x \
	PMOVMSKB x, reg \
	XORL $0xffff, reg

// DIGITS32 is DIGITS16 of 32 bytes in AVX2.
#define DIGITS32(off, reg, y) \
	VMOVDQU off(SI), y \
	VPADDB Y8, y, y \
	VPCMPGTB Y9, y, y \
	VPMOVMSKB y, reg \
	NOTL reg

// func indexDigit(s string) int
TEXT ·indexDigit(SB), NOSPLIT, $0-24
	MOVQ s_base+0(FP), SI
	MOVQ s_len+8(FP), BX
	CMPQ BX, $32
	JB   dsse
	CMPB ·hasAVX2(SB), $0
	JNE  davx
dsse:
	MOVOU digitBias<>(SB), X8
	MOVOU digitBound<>(SB), X9
	INDEX16(DIGITS16)
davx:
	VMOVDQU digitBias<>(SB), Y8
	VMOVDQU digitBound<>(SB), Y9
	INDEX32(DIGITS32)
