package signals

import "strings"

// NormalizeQuoted folds curly quotes and apostrophes to straight ones and
// runs of white space to one space, so that a quotation is found whatever
// marks and line breaks the source used. Case is kept: a quote must match
// as written.
func NormalizeQuoted(s string) string {
	return strings.Join(strings.Fields(quoteFolder.Replace(s)), " ")
}

var quoteFolder = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "«", `"`, "»", `"`)
