package main

import (
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"
)

// progressThreshold is the input size above which batch shows progress on
// a terminal; smaller inputs finish before it would help.
const progressThreshold = 1 << 20

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}

// showProgress rewrites one status line on w every interval: how much of
// total bytes has been read and how many records have been written. The
// returned stop ends it and clears the line. w must be a terminal.
func showProgress(w io.Writer, total int64, read, records *atomic.Int64, every time.Duration) (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-done:
				fmt.Fprint(w, "\r\x1b[K")
				return
			case <-tick.C:
				fmt.Fprintf(w, "\r\x1b[Ksourced: %s", progressLine(read.Load(), total, records.Load()))
			}
		}
	}()
	return func() {
		close(done)
		wg.Wait()
	}
}

// progressLine is the text of the status line.
func progressLine(read, total, records int64) string {
	pct := 0
	if total > 0 {
		pct = int(min(read, total) * 100 / total)
	}
	return fmt.Sprintf("%d%% of %s read, %d record(s) done", pct, byteSize(total), records)
}

// byteSize writes n bytes the short way: 812 B, 3.4 MB, 1.2 GB.
func byteSize(n int64) string {
	const unit = 1000
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %cB", float64(n)/float64(div), "kMGTPE"[exp])
}
