package render

import (
	"io"
	"net/url"

	"github.com/sourced-dev/sourced"
)

// SARIF constants: the schema GitHub code scanning documents for 2.1.0,
// and where the tool and its reason codes are described.
const (
	sarifSchema  = "https://json.schemastore.org/sarif-2.1.0.json"
	toolHome     = "https://github.com/sourced-dev/sourced"
	reasonsHelp  = toolHome + "#json-contract"
	sarifVersion = "2.1.0"
)

// SARIF writes the documents as one SARIF 2.1.0 log with a single run:
// one result per reported claim (every claim not grounded, and any claim
// whose verdict opts.FailOn names). Each result's rule is its reason code,
// described in tool.driver.rules; its level is "error" when opts.FailOn
// names its verdict, else "warning" (contradicted) or "note". Its location
// is the claim in the output file, with lines and columns in code points
// when the document has its text (run.columnKind says so); each piece of
// evidence is a related location in its source file. A document that could
// not be checked is an error notification of the run's invocation, which
// is then not successful.
func SARIF(w io.Writer, docs []Doc, opts CIOptions) error {
	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name:           "sourced",
			InformationURI: toolHome,
			Version:        opts.Version,
			Rules:          []sarifRule{},
		}},
		Invocations: []sarifInvocation{{ExecutionSuccessful: true}},
		ColumnKind:  "unicodeCodePoints",
		Results:     []sarifResult{},
	}
	inv := &run.Invocations[0]
	ruleIndex := map[sourced.ReasonCode]int{}
	for _, d := range docs {
		if d.Error != "" {
			inv.ExecutionSuccessful = false
			inv.Notifications = append(inv.Notifications, sarifNotification{
				Level:     "error",
				Message:   sarifText{"could not check " + d.name() + ": " + d.Error},
				Locations: []sarifLocation{sarifLocationOf(d.place(), "")},
			})
			continue
		}
		p := newPlacer(d)
		for _, c := range d.claims() {
			if !opts.reported(c) {
				continue
			}
			i, ok := ruleIndex[c.ReasonCode]
			if !ok {
				i = len(run.Tool.Driver.Rules)
				ruleIndex[c.ReasonCode] = i
				run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{
					ID:               string(c.ReasonCode),
					ShortDescription: sarifText{describeReason(c.ReasonCode)},
					HelpURI:          reasonsHelp,
					Properties:       sarifRuleProperties{Tags: []string{string(c.Verdict)}},
				})
			}
			loc := sarifLocationOf(p.claim(c), c.Text)
			if d.Record != "" {
				loc.LogicalLocations = []sarifLogicalLocation{{Name: d.Record, Kind: "object"}}
			}
			r := sarifResult{
				RuleID:     string(c.ReasonCode),
				RuleIndex:  i,
				Level:      opts.severity(c),
				Message:    sarifText{lines([]string{headline(c)}, facts(c))},
				Locations:  []sarifLocation{loc},
				Properties: sarifResultProperties{Verdict: c.Verdict, Record: d.Record},
			}
			for _, e := range c.Evidence {
				at := p.evidence(e)
				rel := sarifLocationOf(at, e.Text)
				rel.Message = &sarifText{evidenceLine(e, at)}
				r.RelatedLocations = append(r.RelatedLocations, rel)
			}
			run.Results = append(run.Results, r)
		}
	}
	return encodeIndented(w, sarifLog{Schema: sarifSchema, Version: sarifVersion, Runs: []sarifRun{run}})
}

// sarifLocationOf turns a span into a SARIF location. text, the span's
// own text, becomes the region's snippet when the span has columns.
func sarifLocationOf(s span, text string) sarifLocation {
	phys := &sarifPhysicalLocation{ArtifactLocation: sarifArtifactLocation{URI: fileURI(s.File)}}
	if s.StartLine > 0 {
		phys.Region = &sarifRegion{
			StartLine: s.StartLine, StartColumn: s.StartColumn,
			EndLine: s.EndLine, EndColumn: s.EndColumn,
		}
		if s.StartColumn > 0 {
			phys.Region.Snippet = &sarifText{text}
		}
	}
	return sarifLocation{PhysicalLocation: phys}
}

// fileURI turns a slash-separated path into a relative URI reference,
// escaping what a URI cannot hold (spaces, %, #, ?). A name that is
// already an absolute URL (a source fetched from the web) is kept.
func fileURI(path string) string {
	if isURL(path) {
		return path
	}
	return (&url.URL{Path: path}).String()
}

// The SARIF 2.1.0 objects sourced writes; field names and order follow
// the specification.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool        sarifTool         `json:"tool"`
		Invocations []sarifInvocation `json:"invocations"`
		ColumnKind  string            `json:"columnKind"`
		Results     []sarifResult     `json:"results"`
	}
	sarifInvocation struct {
		ExecutionSuccessful bool                `json:"executionSuccessful"`
		Notifications       []sarifNotification `json:"toolExecutionNotifications,omitempty"`
	}
	sarifNotification struct {
		Level     string          `json:"level"`
		Message   sarifText       `json:"message"`
		Locations []sarifLocation `json:"locations"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		InformationURI string      `json:"informationUri"`
		Version        string      `json:"version,omitempty"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID               string              `json:"id"`
		ShortDescription sarifText           `json:"shortDescription"`
		HelpURI          string              `json:"helpUri"`
		Properties       sarifRuleProperties `json:"properties"`
	}
	sarifRuleProperties struct {
		Tags []string `json:"tags"`
	}
	sarifResult struct {
		RuleID           string                `json:"ruleId"`
		RuleIndex        int                   `json:"ruleIndex"`
		Level            string                `json:"level"`
		Message          sarifText             `json:"message"`
		Locations        []sarifLocation       `json:"locations"`
		RelatedLocations []sarifLocation       `json:"relatedLocations,omitempty"`
		Properties       sarifResultProperties `json:"properties"`
	}
	sarifResultProperties struct {
		Verdict sourced.Verdict `json:"verdict"`
		Record  string          `json:"record,omitempty"`
	}
	sarifText struct {
		Text string `json:"text"`
	}
	sarifLocation struct {
		PhysicalLocation *sarifPhysicalLocation `json:"physicalLocation,omitempty"`
		LogicalLocations []sarifLogicalLocation `json:"logicalLocations,omitempty"`
		Message          *sarifText             `json:"message,omitempty"`
	}
	sarifPhysicalLocation struct {
		ArtifactLocation sarifArtifactLocation `json:"artifactLocation"`
		Region           *sarifRegion          `json:"region,omitempty"`
	}
	sarifArtifactLocation struct {
		URI string `json:"uri"`
	}
	sarifRegion struct {
		StartLine   int        `json:"startLine"`
		StartColumn int        `json:"startColumn,omitempty"`
		EndLine     int        `json:"endLine,omitempty"`
		EndColumn   int        `json:"endColumn,omitempty"`
		Snippet     *sarifText `json:"snippet,omitempty"`
	}
	sarifLogicalLocation struct {
		Name string `json:"name"`
		Kind string `json:"kind"`
	}
)
