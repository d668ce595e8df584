package sourced

import (
	"math/bits"
	"slices"

	"github.com/sourced-dev/sourced/internal/evidence"
)

// passageBits is where the passages of an index lie when none spans more
// than evidence.Width sentences (see Index.narrow), in bits over its
// sentences. The candidate passages of a claim with frequent signals are
// read through them: such a signal has hundreds of sentences far apart,
// and reading from the index's arrays which passages hold each, and where
// each starts and ends, visits as many places in memory, while the bits
// of even a large index stay in a cache.
type passageBits struct {
	// holds[d] has bit f when a passage starts at sentence f and holds
	// sentence f+d; holds[0] has the starts. The passages holding a
	// sentence start one after another, and a document's passages start
	// at each of its sentences but its last Width-1 (a document of fewer
	// sentences has one passage).
	holds [evidence.Width][]uint64
	// before[w] counts the passages that start before sentence 64*w: a
	// word of the array holds's are cut from, so that the bits take one
	// allocation.
	before []uint64
}

// narrowBits returns the bits of ev's passages, or nil when one of them
// spans more than Width sentences.
func narrowBits(ev *evidence.Index) *passageBits {
	for _, p := range ev.Passages {
		if p.Last-p.First >= evidence.Width {
			return nil
		}
	}
	words := (len(ev.Sentences) + 63) / 64
	all := make([]uint64, (evidence.Width+1)*words) // one allocation for every d and before
	pb := &passageBits{before: all[evidence.Width*words:]}
	for d := range pb.holds {
		pb.holds[d] = all[d*words : (d+1)*words : (d+1)*words]
	}
	for _, p := range ev.Passages {
		for d := range p.Last - p.First + 1 {
			pb.holds[d][p.First/64] |= 1 << (uint(p.First) & 63)
		}
	}
	count := 0
	for w, m := range pb.holds[0] {
		pb.before[w] = uint64(count)
		count += bits.OnesCount64(m)
	}
	return pb
}

// has reports whether bit s of b is set.
func has(b []uint64, s int) bool {
	return b[s/64]&(1<<(uint(s)&63)) != 0
}

// passage returns the passage that starts at sentence f, which one does:
// the passages are numbered in the order of their starts.
func (pb *passageBits) passage(f int) int {
	return pb.startsTo(f) - 1
}

// startsTo returns the number of passages that start at sentence s or
// before it.
func (pb *passageBits) startsTo(s int) int {
	w, b := uint(s)/64, uint(s)&63
	if m := pb.holds[0][w]; m != ^uint64(0) {
		return int(pb.before[w]) + bits.OnesCount64(m&(2<<b-1))
	}
	// Every sentence of the word starts a passage, as in a long
	// document.
	return int(pb.before[w]) + int(b) + 1
}

// last returns the last sentence of the passage that starts at sentence f.
func (pb *passageBits) last(f int) int {
	d := 1
	for d < evidence.Width && has(pb.holds[d], f) {
		d++
	}
	return f + d - 1
}

// passagesOf is Index.passagesOf read from the bits: it appends to ps, in
// order and without repeats, the passages holding any of the sentences,
// which are sorted, and to firsts the sentence each starts at.
func (pb *passageBits) passagesOf(ps []int, firsts []int32, sents []int32) ([]int, []int32) {
	// A sentence lies in at most Width passages: room is made for all
	// at once, and the passages are written in place.
	n := len(ps)
	ps = slices.Grow(ps, evidence.Width*len(sents))
	ps = ps[:cap(ps)]
	firsts = slices.Grow(firsts[:n], evidence.Width*len(sents))
	firsts = firsts[:cap(firsts)]
	next := 0 // the passages before next are appended
	for _, s32 := range sents {
		s := uint(s32)
		// The last passage holding s is the last starting at s or before:
		// when it is appended, so are the others.
		last := pb.startsTo(int(s)) - 1
		if last < next {
			continue
		}
		// The first starts at most Width-1 sentences before s.
		lo := int(s)
		for d := evidence.Width - 1; d > 0; d-- {
			if f := int(s) - d; f >= 0 && has(pb.holds[d], f) {
				lo = f
				break
			}
		}
		first := pb.passage(lo)
		for p := max(first, next); p <= last; p++ {
			ps[n], firsts[n] = p, int32(lo+p-first)
			n++
		}
		next = last + 1
	}
	return ps[:n], firsts[:n]
}
