//go:build !purego

#include "textflag.h"

// Thirty-two copies of the full stop, the exclamation mark and the
// question mark, and of 0x20, the least byte of ASCII text (compared as
// signed bytes, those from 0x80 up are below it, as the control bytes
// are); the SSE2 searches read the first sixteen.
DATA stops<>+0(SB)/8, $0x2e2e2e2e2e2e2e2e
DATA stops<>+8(SB)/8, $0x2e2e2e2e2e2e2e2e
DATA stops<>+16(SB)/8, $0x2e2e2e2e2e2e2e2e
DATA stops<>+24(SB)/8, $0x2e2e2e2e2e2e2e2e
GLOBL stops<>(SB), RODATA|NOPTR, $32
DATA bangs<>+0(SB)/8, $0x2121212121212121
DATA bangs<>+8(SB)/8, $0x2121212121212121
DATA bangs<>+16(SB)/8, $0x2121212121212121
DATA bangs<>+24(SB)/8, $0x2121212121212121
GLOBL bangs<>(SB), RODATA|NOPTR, $32
DATA questions<>+0(SB)/8, $0x3f3f3f3f3f3f3f3f
DATA questions<>+8(SB)/8, $0x3f3f3f3f3f3f3f3f
DATA questions<>+16(SB)/8, $0x3f3f3f3f3f3f3f3f
DATA questions<>+24(SB)/8, $0x3f3f3f3f3f3f3f3f
GLOBL questions<>(SB), RODATA|NOPTR, $32
DATA textLeast<>+0(SB)/8, $0x2020202020202020
DATA textLeast<>+8(SB)/8, $0x2020202020202020
DATA textLeast<>+16(SB)/8, $0x2020202020202020
DATA textLeast<>+24(SB)/8, $0x2020202020202020
GLOBL textLeast<>(SB), RODATA|NOPTR, $32

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

// LEADS32 marks in reg the full stops, exclamation marks and question
// marks of the 32 bytes from off(SI), and leaves them in y.
#define LEADS32(off, reg, y) \
	VMOVDQU off(SI), y \
	VPCMPEQB Y8, y, Y11 \
	VPCMPEQB Y9, y, Y12 \
	VPCMPEQB Y10, y, y \
	VPOR Y11, y, y \
	VPOR Y12, y, y \
	VPMOVMSKB y, reg

// OUTSIDE32 marks in reg the bytes of the 32 from off(SI) below 0x20 or
// from 0x80 up.
#define OUTSIDE32(off, reg) \
	VMOVDQU off(SI), Y0 \
	VPCMPGTB Y0, Y8, Y0 \
	VPMOVMSKB Y0, reg

// func termLead(s string, i, end int) int
TEXT ·termLead(SB), NOSPLIT, $0-40
	MOVQ s_base+0(FP), DI
	MOVQ i+16(FP), SI
	MOVQ end+24(FP), BX
	MOVQ BX, CX
	SUBQ SI, CX
	CMPQ CX, $32
	JB   tsse
	CMPB ·hasAVX2(SB), $0
	JNE  vterm
tsse:
	MOVOU stops<>(SB), X8
	MOVOU bangs<>(SB), X9
	MOVOU questions<>(SB), X10
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
	// shifted down to i's and those from end on cleared; byte by byte
	// when s is shorter than sixteen.
	TESTQ CX, CX
	JZ   tnone
	CMPQ s_len+8(FP), $16
	JB   tbytes
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
tbytes:
	MOVBLZX (DI)(SI*1), AX
	CMPB AL, $0x2e
	JEQ  tbyte
	CMPB AL, $0x21
	JEQ  tbyte
	CMPB AL, $0x3f
	JEQ  tbyte
	INCQ SI
	CMPQ SI, BX
	JB   tbytes
tnone:
	MOVQ BX, ret+32(FP)
	RET
tbyte:
	MOVQ SI, ret+32(FP)
	RET
vterm:
	VMOVDQU stops<>(SB), Y8
	VMOVDQU bangs<>(SB), Y9
	VMOVDQU questions<>(SB), Y10
	ADDQ DI, SI
	// R11 is where the last 32 bytes begin, R10 the last 64.
	LEAQ -32(DI)(BX*1), R11
	LEAQ -64(DI)(BX*1), R10
	// 32 bytes first, as most stops are near, then 64 at a time, their
	// marks joined and tested with one branch, then 32.
	LEADS32(0, AX, Y0)
	TESTL AX, AX
	JNZ  vfound
	ADDQ $32, SI
vblocks:
	CMPQ SI, R10
	JHI  vthirtytwo
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VPCMPEQB Y8, Y0, Y2
	VPCMPEQB Y9, Y0, Y3
	VPCMPEQB Y10, Y0, Y0
	VPCMPEQB Y8, Y1, Y4
	VPCMPEQB Y9, Y1, Y5
	VPCMPEQB Y10, Y1, Y1
	VPOR Y2, Y0, Y0
	VPOR Y3, Y0, Y0
	VPOR Y4, Y1, Y1
	VPOR Y5, Y1, Y1
	VPOR Y1, Y0, Y0
	VPMOVMSKB Y0, AX
	TESTL AX, AX
	JNZ  vthirtytwo
	ADDQ $64, SI
	JMP  vblocks
vthirtytwo:
	CMPQ SI, R11
	JHI  vlast
	LEADS32(0, AX, Y0)
	TESTL AX, AX
	JNZ  vfound
	ADDQ $32, SI
	JMP  vthirtytwo
vlast:
	// The last 32 bytes, those already read among them marking nothing.
	MOVQ R11, SI
	LEADS32(0, AX, Y0)
	TESTL AX, AX
	JNZ  vfound
	VZEROUPPER
	MOVQ BX, ret+32(FP)
	RET
vfound:
	VZEROUPPER
	BSFL AX, AX
	SUBQ DI, SI
	ADDQ SI, AX
	MOVQ AX, ret+32(FP)
	RET

// func skipASCIIText(s string, i int) int
TEXT ·skipASCIIText(SB), NOSPLIT, $0-32
	MOVQ s_base+0(FP), DI
	MOVQ s_len+8(FP), BX
	MOVQ i+16(FP), SI
	MOVQ BX, CX
	SUBQ SI, CX
	CMPQ CX, $32
	JB   osse
	CMPB ·hasAVX2(SB), $0
	JNE  wtext
osse:
	MOVOU textLeast<>(SB), X8
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
	// shifted down to i's; byte by byte when s is shorter than sixteen.
	TESTQ CX, CX
	JZ   onone
	CMPQ BX, $16
	JB   obytes
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
obytes:
	// A byte minus 0x20 is 0x60 or more, unsigned, below 0x20 or from
	// 0x80 up.
	MOVBLZX (DI)(SI*1), AX
	SUBB $0x20, AL
	CMPB AL, $0x60
	JAE  obyte
	INCQ SI
	CMPQ SI, BX
	JB   obytes
onone:
	MOVQ BX, ret+24(FP)
	RET
obyte:
	MOVQ SI, ret+24(FP)
	RET
wtext:
	VMOVDQU textLeast<>(SB), Y8
	ADDQ DI, SI
	LEAQ -32(DI)(BX*1), R11
	LEAQ -128(DI)(BX*1), R10
	OUTSIDE32(0, AX)
	TESTL AX, AX
	JNZ  wfound
	ADDQ $32, SI
wblocks:
	CMPQ SI, R10
	JHI  wthirtytwo
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VPCMPGTB Y0, Y8, Y0
	VPCMPGTB Y1, Y8, Y1
	VPCMPGTB Y2, Y8, Y2
	VPCMPGTB Y3, Y8, Y3
	VPOR Y1, Y0, Y0
	VPOR Y3, Y2, Y2
	VPOR Y2, Y0, Y0
	VPMOVMSKB Y0, AX
	TESTL AX, AX
	JNZ  wthirtytwo
	ADDQ $128, SI
	JMP  wblocks
wthirtytwo:
	CMPQ SI, R11
	JHI  wlast
	OUTSIDE32(0, AX)
	TESTL AX, AX
	JNZ  wfound
	ADDQ $32, SI
	JMP  wthirtytwo
wlast:
	MOVQ R11, SI
	OUTSIDE32(0, AX)
	TESTL AX, AX
	JNZ  wfound
	VZEROUPPER
	MOVQ BX, ret+24(FP)
	RET
wfound:
	VZEROUPPER
	BSFL AX, AX
	SUBQ DI, SI
	ADDQ SI, AX
	MOVQ AX, ret+24(FP)
	RET
