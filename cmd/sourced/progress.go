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

// progress keeps one status line on a terminal: how much of the input has
// been read and how many records are done. Messages written through it
// clear the status line first, so the two never run together; the line is
// drawn again at the next tick.
type progress struct {
	w              io.Writer
	total          int64
	read, records  *atomic.Int64
	mu             sync.Mutex // guards shown and writes to w
	shown          bool
	stopOnce       sync.Once
	done, finished chan struct{}
}

// startProgress draws the status line on w every interval until Stop.
// w must be a terminal.
func startProgress(w io.Writer, total int64, read, records *atomic.Int64, every time.Duration) *progress {
	p := &progress{w: w, total: total, read: read, records: records,
		done: make(chan struct{}), finished: make(chan struct{})}
	go func() {
		defer close(p.finished)
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-p.done:
				return
			case <-tick.C:
				p.draw()
			}
		}
	}()
	return p
}

// Write clears the status line, then writes b.
func (p *progress) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.clearLocked()
	return p.w.Write(b)
}

// Stop ends the updates and clears the line. It may be called again.
func (p *progress) Stop() {
	p.stopOnce.Do(func() {
		close(p.done)
		<-p.finished
		p.mu.Lock()
		defer p.mu.Unlock()
		p.clearLocked()
	})
}

func (p *progress) draw() {
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprintf(p.w, "\r\x1b[Ksourced: %s", progressLine(p.read.Load(), p.total, p.records.Load()))
	p.shown = true
}

func (p *progress) clearLocked() {
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = false
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
