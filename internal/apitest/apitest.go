// Package apitest serves recorded OpenAlex and Crossref responses over
// HTTP, for the tests of citation mode: a work by DOI from the file
// recorded for it (404 when there is none), and the recorded list
// response for every search. EuropePMC and FedReg replay the Europe PMC
// and Federal Register recordings the same way.
package apitest

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
)

// Server replays the recordings in a directory laid out as testdata/apis:
// openalex/ and crossref/, each with work_{doi}.json files (the DOI's
// slashes as underscores, lower case) and a search.json.
type Server struct {
	*httptest.Server
	dir      string
	files    map[string]string // "openalex 10.7554/elife.01567" → path
	requests atomic.Int64
}

// Option changes what a Server replays.
type Option func(*Server)

// Retracted replays the edited copies in which the works are retracted
// (edited_retracted_work_*.json) in place of the recorded records.
func Retracted() Option {
	return func(s *Server) { s.add("edited_retracted_work_") }
}

// New starts a server replaying dir. The caller closes it.
func New(dir string, opts ...Option) *Server {
	s := &Server{dir: dir, files: map[string]string{}}
	s.add("work_")
	s.add("edited_notice_work_")
	for _, o := range opts {
		o(s)
	}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// add maps the files of both APIs whose names start with prefix.
func (s *Server) add(prefix string) {
	for _, api := range []string{"openalex", "crossref"} {
		paths, _ := filepath.Glob(filepath.Join(s.dir, api, prefix+"*.json"))
		for _, p := range paths {
			key := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(p), prefix), ".json")
			s.files[api+" "+key] = p
		}
	}
}

// OpenAlexURL is the base URL of the OpenAlex replay.
func (s *Server) OpenAlexURL() string { return s.URL + "/openalex" }

// CrossrefURL is the base URL of the Crossref replay.
func (s *Server) CrossrefURL() string { return s.URL + "/crossref" }

// Requests is the number of requests served so far.
func (s *Server) Requests() int { return int(s.requests.Load()) }

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	s.requests.Add(1)
	api, rest, _ := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
	if api != "openalex" && api != "crossref" {
		http.NotFound(w, r)
		return
	}
	var file string
	switch {
	case rest == "works":
		file = filepath.Join(s.dir, api, "search.json")
	case strings.HasPrefix(rest, "works/"):
		doi := strings.TrimPrefix(rest, "works/")
		if api == "openalex" {
			doi = strings.TrimPrefix(doi, "doi:")
		}
		file = s.files[api+" "+strings.ToLower(strings.ReplaceAll(doi, "/", "_"))]
	}
	serveFile(w, file, "application/json; charset=utf-8", `{"error":"not found"}`)
}

// serveFile answers with the recorded file as contentType or, when there
// is no file (file "") or it cannot be read, with a 404 whose JSON body
// is notFound, as the API answers.
func serveFile(w http.ResponseWriter, file, contentType, notFound string) {
	data, err := os.ReadFile(file)
	if file == "" || err != nil {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(notFound))
		return
	}
	w.Header().Set("Content-Type", contentType)
	w.Write(data)
}
