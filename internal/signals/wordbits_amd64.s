//go:build !purego

#include "textflag.h"

// The bytes added to each byte of the text, and the bounds the sums are
// compared with (as signed bytes), for the digits and for the letters:
// a digit, '0' to '9', plus 0x50 is 0x80 to 0x89, -128 to -119, and a
// letter, 'a' to 'z', plus 0x1f is 0x80 to 0x99, -128 to -103; every
// other ASCII byte's sum is greater than the bound, or not negative.
DATA digitBias<>+0(SB)/8, $0x5050505050505050
DATA digitBias<>+8(SB)/8, $0x5050505050505050
GLOBL digitBias<>(SB), RODATA|NOPTR, $16
DATA digitBound<>+0(SB)/8, $0x8989898989898989
DATA digitBound<>+8(SB)/8, $0x8989898989898989
GLOBL digitBound<>(SB), RODATA|NOPTR, $16
DATA letterBias<>+0(SB)/8, $0x1f1f1f1f1f1f1f1f
DATA letterBias<>+8(SB)/8, $0x1f1f1f1f1f1f1f1f
GLOBL letterBias<>(SB), RODATA|NOPTR, $16
DATA letterBound<>+0(SB)/8, $0x9999999999999999
DATA letterBound<>+8(SB)/8, $0x9999999999999999
GLOBL letterBound<>(SB), RODATA|NOPTR, $16

// SIXTEEN marks in the low sixteen bits of reg the bytes of the sixteen
// from off(SI) that are neither digits nor letters: a byte's sum is
// greater than its bound unless it is one of them.
#define SIXTEEN(off, reg) \
	MOVOU off(SI), X0 \
	MOVO X0, X1 \
	PADDB X8, X0 \
	PADDB X10, X1 \
	PCMPGTB X9, X0 \
	PCMPGTB X11, X1 \
	PAND X1, X0 \
	PMOVMSKB X0, reg

// func wordBits64(p *byte) uint64
TEXT ·wordBits64(SB), NOSPLIT, $0-16
	MOVQ p+0(FP), SI
	MOVOU digitBias<>(SB), X8
	MOVOU digitBound<>(SB), X9
	MOVOU letterBias<>(SB), X10
	MOVOU letterBound<>(SB), X11
	SIXTEEN(0, AX)
	SIXTEEN(16, BX)
	SIXTEEN(32, CX)
	SIXTEEN(48, DX)
	SHLQ $16, BX
	SHLQ $32, CX
	SHLQ $48, DX
	ORQ BX, AX
	ORQ DX, CX
	ORQ CX, AX
	NOTQ AX
	MOVQ AX, ret+8(FP)
	RET
