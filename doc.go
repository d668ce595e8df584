// Package sourced checks AI-written text against its sources, claim by
// claim, and says for each claim grounded, contradicted or unverified —
// with a reason code, a reason a person can read, and the evidence: which
// source, which passage, at which offsets. It never blends them into one
// trust score.
//
// A claim is grounded when one passage of one source (a few consecutive
// sentences, or one structured record) holds every number, name and quote
// of the claim together with most of its wording, with the same negation
// and direction. It is contradicted when a passage about the same named
// subject states a different figure of the same kind and the claim's own
// figure is stated nowhere near that subject, or when everything matches
// but the direction is reversed (rose against fell). Everything else is
// unverified, with the reason.
//
// Numbers are compared by value, kind and unit ($56 billion = 56B; 8% is
// not 8; 5 km is not 5 miles; a year is not a count). The package makes no
// network calls.
//
// Prepare sources once with NewIndex and check any number of outputs
// against them; an Index is safe for concurrent use. Check is the one-shot
// form, CheckAll the form for outputs of sources prepared for them alone
// (it hands the index's memory on to the next index made), CheckEach the
// same with each report handed to a function and then written over by the
// next, and AssertGrounded the form for Go tests.
//
// CheckContext with WithJudge puts the claims string matching leaves
// unverified to a Judge, such as a language model (package judge holds the
// providers), and applies its verdicts only when each quotes its evidence
// verbatim from a source: a judge cannot make a claim grounded without a
// real quote, and a judge that fails leaves the claims unverified with a
// reason code saying why.
//
// Offsets within a sentence are held in 32 bits: an output or source that
// holds a sentence or line longer than MaxText bytes makes the functions
// that read it panic. The CLI refuses such a file or batch line with an
// error instead.
package sourced
