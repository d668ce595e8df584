package apitest

import (
	"net/http"
	"path"
	"path/filepath"
	"strings"
)

// FedReg returns a handler replaying the Federal Register recordings in
// dir/federalregister: /api/v1/documents/{number}.json from
// document_{number}.json, every documents search from
// trimmed_search.json, and a document's raw text
// (/documents/full_text/text/…/{number}.txt) from raw_{number}.txt; 404
// for anything not recorded.
func FedReg(dir string) http.Handler {
	dir = filepath.Join(dir, "federalregister")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		var file, mediaType string
		switch {
		case p == "/api/v1/documents.json":
			file, mediaType = "trimmed_search.json", "application/json"
		case strings.HasPrefix(p, "/api/v1/documents/") && strings.HasSuffix(p, ".json"):
			file, mediaType = "document_"+path.Base(p), "application/json"
		case strings.HasPrefix(p, "/documents/full_text/text/"):
			file, mediaType = "raw_"+path.Base(p), "text/plain"
		}
		if file != "" {
			file = filepath.Join(dir, file)
		}
		serveFile(w, file, mediaType+"; charset=utf-8", `{"status":404,"message":"Record not found"}`)
	})
}
