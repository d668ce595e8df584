package baseline

// piece is one claim or source sentence: its text and where it stands, in
// code points, in the text it was cut from.
type piece struct {
	text       string
	start, end int
}

// split cuts text into claims as the original does: at every line break
// of Python's str.splitlines, and within a line at every sentence gap — a
// run of whitespace after '.', '!' or '?' (alone, or followed by one of
// ' " ) ]) and before an ASCII capital, an ASCII digit, '"' or '\”. Pieces
// are trimmed and empty ones dropped.
func split(text string) []piece {
	rs := []rune(text)
	var out []piece
	add := func(start, end int) {
		if start, end = trim(rs, start, end); start < end {
			out = append(out, piece{string(rs[start:end]), start, end})
		}
	}
	line := 0
	for line <= len(rs) {
		end := line
		for end < len(rs) && !isLineBreak(rs[end]) {
			end++
		}
		from := line
		for i := line; i < end; i++ {
			if !isSpace(rs[i]) || !sentenceEndsBefore(rs, line, i) {
				continue
			}
			j := i
			for j < end && isSpace(rs[j]) {
				j++
			}
			if j < end && startsSentence(rs[j]) {
				add(from, i)
				from = j
			}
			i = j - 1
		}
		add(from, end)
		if end < len(rs) && rs[end] == '\r' && end+1 < len(rs) && rs[end+1] == '\n' {
			end++
		}
		line = end + 1
	}
	return out
}

// sentenceEndsBefore reports whether the characters of the line (which
// starts at line) just before rs[i] end a sentence: terminal punctuation,
// or terminal punctuation and one closing mark.
func sentenceEndsBefore(rs []rune, line, i int) bool {
	terminal := func(r rune) bool { return r == '.' || r == '!' || r == '?' }
	if i-1 < line {
		return false
	}
	if terminal(rs[i-1]) {
		return true
	}
	switch rs[i-1] {
	case '\'', '"', ')', ']':
		return i-2 >= line && terminal(rs[i-2])
	}
	return false
}

// startsSentence reports whether r may open the sentence after a gap.
func startsSentence(r rune) bool {
	return (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') || r == '"' || r == '\''
}
