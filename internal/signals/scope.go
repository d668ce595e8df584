package signals

// NegationFrom returns the offset in t.Text from which a negation of the
// text (see Negated) reaches on to its end, the least when it holds
// several, or -1 when it is not negated. A word that negates the phrase
// after it reaches from itself: "no", "without", "neither" and "nor"
// ("lot parking with no valet", "classy without being trendy"), but for
// "no longer", which negates its verb. Any other negation negates a verb,
// which reaches back to the verb's subject: from the start of the text,
// or from the relative pronoun or subordinator that opens the verb's
// clause ("a casual spot that does not take reservations"). What a text
// states before that offset is outside its negation.
func (t *Tokenized) NegationFrom() int {
	from := -1
	cls := t.classes()
	for k := range t.Tokens {
		if cls != nil && cls[k]&ClassNegation == 0 || !t.negationAt(cls, k) {
			continue // most tokens, told by their class without a call
		}
		if at := t.negationReach(k); from < 0 || at < from {
			from = at
		}
		if from == 0 {
			break
		}
	}
	return from
}

// negationReach is where the negation of token k, which negates t.Text,
// reaches from (see NegationFrom).
func (t *Tokenized) negationReach(k int) int {
	if isPhraseNegation(t.Tokens[k].Lower) && !(t.Tokens[k].Lower == "no" && k+1 < len(t.Tokens) && t.Tokens[k+1].Lower == "longer") {
		return int(t.Tokens[k].Start)
	}
	for j := k - 1; j >= 0; j-- {
		if opensClause(t.Tokens[j].Lower) {
			return int(t.Tokens[j].Start)
		}
	}
	return 0
}

// isPhraseNegation reports whether the negation word w negates the phrase
// that follows it rather than a verb.
func isPhraseNegation(w string) bool {
	switch w {
	case "no", "without", "neither", "nor":
		return true
	}
	return false
}

// opensClause reports whether w opens a clause of its own inside a
// sentence: a relative pronoun, or a subordinator that brings in a clause
// with a verb and subject of its own.
func opensClause(w string) bool {
	switch w {
	case "that", "which", "who", "whom", "whose", "where", "because", "since", "unless", "if", "when":
		return true
	}
	return false
}
