package sourced

// Section is one titled part of a work's full text, such as "Results" or
// "Materials and Methods / Statistical analysis".
type Section struct {
	Title string
	Text  string
}

// workSources returns the texts a cited claim is checked against: the
// work's title and abstract, named by the work, and each section of its
// body, named by the work and the section, so that evidence says where in
// the work it stands.
func workSources(w *Work) []Source {
	name := workName(w)
	out := []Source{{Name: name, Text: w.Title + ".\n" + w.Abstract}}
	for _, s := range w.Body {
		out = append(out, Source{Name: name + " § " + s.Title, Text: s.Text})
	}
	return out
}

// textOf names the work and, where full text was asked for, where its
// text came from.
func textOf(w *Work) string {
	if w.TextFrom == "" {
		return workName(w)
	}
	return workName(w) + "; " + w.TextFrom
}

// textNote says, in parentheses, why a work with full text asked for has
// no body; "" when full text was not asked for.
func textNote(w *Work) string {
	if w.TextFrom == "" {
		return ""
	}
	return " (" + w.TextFrom + ")"
}
