package prefault

import "syscall"

// madvPopulateWrite is Linux's MADV_POPULATE_WRITE (5.14 and later), which
// the syscall package does not name.
const madvPopulateWrite = 23

func populate(p, size uintptr) bool {
	beg := p &^ uintptr(syscall.Getpagesize()-1)
	_, _, errno := syscall.Syscall(syscall.SYS_MADVISE, beg, size+p-beg, madvPopulateWrite)
	// EFAULT and ENOMEM: the range ran past the writable mapping, whose
	// pages up to there are mapped.
	return errno == 0 || errno == syscall.EFAULT || errno == syscall.ENOMEM
}
