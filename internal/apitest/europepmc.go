package apitest

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

// FullTextWorks replays too the edited Crossref records of the articles
// whose full text is recorded (edited_fulltext_work_*.json).
func FullTextWorks() Option {
	return func(s *Server) { s.add("edited_fulltext_work_") }
}

// EuropePMC returns a handler replaying the Europe PMC recordings in
// dir/europepmc. A search by DOI (query=DOI:"…") answers with every
// recorded search result of that DOI, in the envelope of the recorded
// empty search; /{PMCID}/fullTextXML answers with fulltext_{PMCID}.xml,
// or 404 when none is recorded.
func EuropePMC(dir string) http.Handler {
	dir = filepath.Join(dir, "europepmc")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		path := strings.TrimPrefix(r.URL.Path, "/")
		if path == "search" {
			serveEuropePMCSearch(w, dir, r.URL.Query().Get("query"))
			return
		}
		file := ""
		if pmcid, ok := strings.CutSuffix(path, "/fullTextXML"); ok {
			file = filepath.Join(dir, "fulltext_"+filepath.Base(pmcid)+".xml")
		}
		serveFile(w, file, "application/xml", `{"errCode":404,"errMsg":"not found"}`)
	})
}

// serveEuropePMCSearch answers a search by DOI from the recorded searches.
func serveEuropePMCSearch(w http.ResponseWriter, dir, query string) {
	doi := strings.Trim(strings.TrimPrefix(query, "DOI:"), `"`)
	var env map[string]any
	data, err := os.ReadFile(filepath.Join(dir, "search_no_results.json"))
	if err == nil {
		err = json.Unmarshal(data, &env)
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	results := []json.RawMessage{}
	paths, _ := filepath.Glob(filepath.Join(dir, "*search*.json"))
	for _, p := range paths {
		var rec struct {
			ResultList struct {
				Result []json.RawMessage `json:"result"`
			} `json:"resultList"`
		}
		data, err := os.ReadFile(p)
		if err != nil || json.Unmarshal(data, &rec) != nil {
			continue
		}
		for _, raw := range rec.ResultList.Result {
			var one struct {
				DOI string `json:"doi"`
			}
			if json.Unmarshal(raw, &one) == nil && one.DOI != "" && strings.EqualFold(one.DOI, doi) {
				results = append(results, raw)
			}
		}
	}
	env["hitCount"] = len(results)
	env["resultList"] = map[string]any{"result": results}
	if req, ok := env["request"].(map[string]any); ok {
		req["queryString"] = query
	}
	w.Header().Set("Content-Type", "application/json;charset=UTF-8")
	json.NewEncoder(w).Encode(env)
}
