package claims

import (
	"flag"
	"testing"

	"github.com/sourced-dev/sourced/internal/golit"
)

var updateTables = flag.Bool("update", false, "rewrite tables.go from the code that defines its tables")

// generatedTables are the read-only tables generated into tables.go, each
// from the code that defines it: built at start, they cost every process
// some 35 K instructions.
//
//go:generate go test -run TestGeneratedTables -update
var generatedTables = []golit.Var{
	{Name: "abbrevSlots", Doc: "abbrevSlots holds the words of listedAbbrevs for listedClass (see\nbuildAbbrevSlots). Read-only.", Value: buildAbbrevSlots()},
	{Name: "markLead", Doc: "markLead tells what markEnd may make of the byte at p (see\nbuildMarkLead). Read-only.", Value: buildMarkLead()},
	{Name: "framingStarts", Doc: "framingStarts holds the first three bytes of every text that\nisInterjection or isReplyFraming may take (see buildFramingStarts).\nRead-only.", Value: buildFramingStarts()},
	{Name: "coreTrim", Doc: "coreTrim marks the bytes of coreCutset. Read-only.", Value: byteSet(coreCutset)},
	{Name: "maxInterjectionLen", Doc: "maxInterjectionLen is the longest segment, in bytes and without its\ntrailing punctuation, that isInterjection compares with interjections.",
		Value: buildMaxInterjectionLen()},
	{Name: "interjectionTrail", Doc: "interjectionTrail marks every byte of the characters of\ninterjectionTrailing, the lead and continuation bytes of \"…\" included.\nRead-only.",
		Value: byteSet(interjectionTrailing)},
	{Name: "interjectionInitials", Doc: "interjectionInitials marks the first letters of interjections in either\ncase, and every byte from 0x80 up (see buildInterjectionInitials).\nRead-only.",
		Value: buildInterjectionInitials()},
	{Name: "replyOpenersBy", Doc: "replyOpenersBy gives, for each byte, the replyOpeners whose first\nletter it is in either case (see buildReplyOpenersBy). Read-only.", Value: buildReplyOpenersBy()},
	{Name: "framingOpenersBy", Doc: "framingOpenersBy gives, for each byte, the framingOpeners whose first\nletter it is in either case (see buildFramingOpenersBy). Read-only.", Value: buildFramingOpenersBy()},
	{Name: "replyMarksBy", Doc: "replyMarksBy gives, for each byte, the lengths of the replyOpeners whose\nfirst letter it is in either case (see buildReplyMarksBy). Read-only.", Value: buildReplyMarksBy()},
}

// TestGeneratedTables checks that tables.go declares generatedTables as
// the code that defines them builds them now; with -update it rewrites
// the file.
func TestGeneratedTables(t *testing.T) {
	if err := golit.Sync("tables.go", "github.com/sourced-dev/sourced/internal/claims", generatedTables, *updateTables); err != nil {
		t.Error(err)
	}
}
