//go:build !purego

#include "textflag.h"

// Sixteen copies of the full stop, the exclamation mark and the question
// mark, and of 0x20, the least byte of ASCII text (compared as signed
// bytes, those from 0x80 up are below it, as the control bytes are).
DATA stops<>+0(SB)/8, $0x2e2e2e2e2e2e2e2e
DATA stops<>+8(SB)/8, $0x2e2e2e2e2e2e2e2e
GLOBL stops<>(SB), RODATA|NOPTR, $16
DATA bangs<>+0(SB)/8, $0x2121212121212121
DATA bangs<>+8(SB)/8, $0x2121212121212121
GLOBL bangs<>(SB), RODATA|NOPTR, $16
DATA questions<>+0(SB)/8, $0x3f3f3f3f3f3f3f3f
DATA questions<>+8(SB)/8, $0x3f3f3f3f3f3f3f3f
GLOBL questions<>(SB), RODATA|NOPTR, $16
DATA textLeast<>+0(SB)/8, $0x2020202020202020
DATA textLeast<>+8(SB)/8, $0x2020202020202020
GLOBL textLeast<>(SB), RODATA|NOPTR, $16

// LEADS16 marks in the low sixteen bits of reg the full stops,
// exclamation marks and question marks of the sixteen bytes from off(SI).
#define LEADS16(off, reg, x) \
	MOVOU off(SI), x \
	MOVO x, X11 \
	MOVO x, X12 \
	PCMPEQB X8, x \
	PCMPEQB X9, X11 \
	PCMPEQB X10, X12 \
	POR X11, x \
	POR X12, x \
	PMOVMSKB x, reg

// OUTSIDE16 marks in the low sixteen bits of reg the bytes of the sixteen
// from off(SI) below 0x20 or from 0x80 up.
#define OUTSIDE16(off, reg, x) \
	MOVOU off(SI), x \
	MOVO X8, X11 \
	PCMPGTB x, X11 \
	PMOVMSKB X11, reg

// func indexTermLead(s string, i, end int) int
TEXT ·indexTermLead(SB), NOSPLIT, $0-40
	MOVQ s_base+0(FP), DI
	MOVQ i+16(FP), SI
	MOVQ end+24(FP), BX
	MOVOU stops<>(SB), X8
	MOVOU bangs<>(SB), X9
	MOVOU questions<>(SB), X10
	MOVQ BX, CX
	SUBQ SI, CX
	CMPQ CX, $16
	JB   tshort
	ADDQ DI, SI
	// R11 is where the last sixteen bytes begin, R10 the last 32.
	LEAQ -16(DI)(BX*1), R11
	LEAQ -32(DI)(BX*1), R10
	CMPQ SI, R10
	JHI  tsixteen
tloop:
	LEADS16(0, AX, X0)
	LEADS16(16, DX, X1)
	SHLL $16, DX
	ORL  DX, AX
	JNZ  tfound
	ADDQ $32, SI
	CMPQ SI, R10
	JLS  tloop
tsixteen:
	CMPQ SI, R11
	JHI  tlast
	LEADS16(0, AX, X0)
	TESTL AX, AX
	JNZ  tfound
	ADDQ $16, SI
tlast:
	// The last sixteen bytes, those already read among them marking
	// nothing.
	MOVQ R11, SI
	LEADS16(0, AX, X0)
	TESTL AX, AX
	JNZ  tfound
	MOVQ BX, ret+32(FP)
	RET
tfound:
	BSFL AX, AX
	SUBQ DI, SI
	ADDQ SI, AX
	MOVQ AX, ret+32(FP)
	RET
tshort:
	// Fewer than sixteen bytes: the sixteen that end at end, or the
	// first sixteen of s when end is less than sixteen, their marks
	// shifted down to i's and those from end on cleared.
	TESTQ CX, CX
	JZ   tnone
	MOVQ BX, DX
	SUBQ $16, DX
	JCC  tread
	XORQ DX, DX
tread:
	MOVQ SI, R8
	LEAQ (DI)(DX*1), SI
	LEADS16(0, AX, X0)
	MOVQ CX, R9
	MOVQ R8, CX
	SUBQ DX, CX
	SHRL CX, AX
	MOVL $1, DX
	MOVQ R9, CX
	SHLL CX, DX
	DECL DX
	ANDL DX, AX
	JZ   tnone
	BSFL AX, AX
	ADDQ R8, AX
	MOVQ AX, ret+32(FP)
	RET
tnone:
	MOVQ BX, ret+32(FP)
	RET

// func indexOutsideText(s string, i int) int
TEXT ·indexOutsideText(SB), NOSPLIT, $0-32
	MOVQ s_base+0(FP), DI
	MOVQ s_len+8(FP), BX
	MOVQ i+16(FP), SI
	MOVOU textLeast<>(SB), X8
	MOVQ BX, CX
	SUBQ SI, CX
	CMPQ CX, $16
	JB   oshort
	ADDQ DI, SI
	LEAQ -16(DI)(BX*1), R11
	LEAQ -64(DI)(BX*1), R10
	// One block of sixteen first, as most lines are short, then 64
	// bytes at a time, their marks joined and tested with one branch,
	// then sixteen.
	OUTSIDE16(0, AX, X0)
	TESTL AX, AX
	JNZ  ofound
	ADDQ $16, SI
oblocks:
	CMPQ SI, R10
	JHI  osixteen
	MOVOU 0(SI), X0
	MOVOU 16(SI), X1
	MOVOU 32(SI), X2
	MOVOU 48(SI), X3
	MOVO X8, X4
	MOVO X8, X5
	MOVO X8, X6
	MOVO X8, X7
	PCMPGTB X0, X4
	PCMPGTB X1, X5
	PCMPGTB X2, X6
	PCMPGTB X3, X7
	POR  X5, X4
	POR  X7, X6
	POR  X6, X4
	PMOVMSKB X4, AX
	TESTL AX, AX
	JNZ  osixteen
	ADDQ $64, SI
	JMP  oblocks
osixteen:
	CMPQ SI, R11
	JHI  olast
	OUTSIDE16(0, AX, X0)
	TESTL AX, AX
	JNZ  ofound
	ADDQ $16, SI
	JMP  osixteen
olast:
	MOVQ R11, SI
	OUTSIDE16(0, AX, X0)
	TESTL AX, AX
	JNZ  ofound
	MOVQ BX, ret+24(FP)
	RET
ofound:
	BSFL AX, AX
	SUBQ DI, SI
	ADDQ SI, AX
	MOVQ AX, ret+24(FP)
	RET
oshort:
	// Fewer than sixteen bytes: the last sixteen of s, their marks
	// shifted down to i's.
	TESTQ CX, CX
	JZ   onone
	LEAQ -16(DI)(BX*1), SI
	OUTSIDE16(0, AX, X0)
	MOVQ $16, DX
	SUBQ CX, DX
	MOVQ DX, CX
	SHRL CX, AX
	JZ   onone
	BSFL AX, AX
	ADDQ i+16(FP), AX
	MOVQ AX, ret+24(FP)
	RET
onone:
	MOVQ BX, ret+24(FP)
	RET
