package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"html/template"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/apitest"
)

// hostLog is a transport that records the host of every request and lets
// through only those to the hosts it allows; it answers any other with
// an error, without a connection.
type hostLog struct {
	allowed []string
	mu      sync.Mutex
	hosts   []string
}

func (h *hostLog) RoundTrip(req *http.Request) (*http.Response, error) {
	h.mu.Lock()
	h.hosts = append(h.hosts, req.URL.Host)
	h.mu.Unlock()
	if !slices.Contains(h.allowed, req.URL.Host) {
		return nil, errors.New("test transport: host not allowed: " + req.URL.Host)
	}
	return http.DefaultTransport.RoundTrip(req)
}

func (h *hostLog) seen() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.hosts)
}

// citeReplays starts replays of the recorded registry, Europe PMC and
// Federal Register responses and returns the environment pointing at them,
// with a fresh cache and a transport that logs every host asked.
func citeReplays(t *testing.T) (map[string]string, *hostLog) {
	t.Helper()
	recordings, err := filepath.Abs(filepath.Join("..", "..", "testdata", "apis"))
	if err != nil {
		t.Fatal(err)
	}
	registries := apitest.New(recordings, apitest.FullTextWorks())
	epmc := httptest.NewServer(apitest.EuropePMC(recordings))
	fr := httptest.NewServer(apitest.FedReg(recordings))
	t.Cleanup(registries.Close)
	t.Cleanup(epmc.Close)
	t.Cleanup(fr.Close)
	log := &hostLog{}
	for _, s := range []string{registries.URL, epmc.URL, fr.URL} {
		u, err := url.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		log.allowed = append(log.allowed, u.Host)
	}
	return map[string]string{
		"SOURCED_OPENALEX_URL":  registries.OpenAlexURL(),
		"SOURCED_CROSSREF_URL":  registries.CrossrefURL(),
		"SOURCED_EUROPEPMC_URL": epmc.URL,
		"SOURCED_FEDREG_URL":    fr.URL,
		"SOURCED_CACHE_DIR":     t.TempDir(),
	}, log
}

// serveCite starts sourced serve with flags against vars and log, and
// returns its base URL; the server stops when the test ends.
func serveCite(t *testing.T, vars map[string]string, log *hostLog, flags ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var stderr syncBuffer
	base, codes := startServe(t, ctx, flags, &env{stdout: io.Discard, stderr: &stderr, getenv: mapEnv(vars), transport: log})
	t.Cleanup(func() {
		cancel()
		if code := <-codes; code != exitClean {
			t.Errorf("serve exited %d; stderr:\n%s", code, stderr.String())
		}
	})
	return base
}

func mapEnv(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

// postCite posts text to /api/cite and returns the status and body.
func postCite(t *testing.T, base, text string) (int, string) {
	t.Helper()
	req, err := json.Marshal(map[string]string{"text": text})
	if err != nil {
		t.Fatal(err)
	}
	return responseReader(t)(http.Post(base+"/api/cite", "application/json", bytes.NewReader(req)))
}

const citedSummary = `Vascular morphodynamics during Arabidopsis hypocotyl secondary growth were quantified automatically [1]. A fabricated study found 100% accuracy (doi:10.1234/fabricated). The dataset record was published in 1984 [3]. Morphodynamics of hypocotyls were measured in 2009 [4].

## References

[1] Sankar, M., Nieminen, K., Ragni, L. (2014). Automated quantitative histology reveals vascular morphodynamics during Arabidopsis hypocotyl secondary growth. eLife, 3. https://doi.org/10.7554/eLife.01567
[3] Fermi, G., Perutz, M. F. (1984). The crystal structure of human deoxyhaemoglobin. doi:10.2210/pdb4hhb/pdb
[4] Nobody, A. (2009). Automated quantitative histology reveals vascular morphodynamics during Arabidopsis hypocotyl secondary growth. doi:10.7554/eLife.01567
`

// TestServeCite checks that POST /api/cite answers exactly the report
// sourced cite --format json prints for the same text and flags.
func TestServeCite(t *testing.T) {
	for _, flags := range [][]string{nil, {"--full-text"}} {
		t.Run(strings.Join(append([]string{"flags"}, flags...), " "), func(t *testing.T) {
			vars, log := citeReplays(t)
			dir := t.TempDir()
			path := filepath.Join(dir, "summary.md")
			if err := os.WriteFile(path, []byte(citedSummary), 0o644); err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			args := append([]string{"cite", path, "--format", "json"}, flags...)
			e := &env{stdout: &stdout, stderr: &stderr, getenv: mapEnv(vars), transport: log}
			if code := run(context.Background(), args, e); code != exitClean {
				t.Fatalf("cite exited %d: %s", code, stderr.String())
			}

			base := serveCite(t, vars, log, flags...)
			code, body := postCite(t, base, citedSummary)
			if code != http.StatusOK || body != stdout.String() {
				t.Errorf("POST /api/cite = %d\n%s\nwant 200 and what cite --format json prints:\n%s", code, body, stdout.String())
			}
			var report sourced.Report
			if err := json.Unmarshal([]byte(body), &report); err != nil {
				t.Fatal(err)
			}
			if report.Counts.Total() != 4 || report.Counts.Grounded != 1 || report.Claims[0].Work == nil {
				t.Fatalf("counts %+v, want 4 claims, the first grounded in a work", report.Counts)
			}

			// The citation tab shows the work beside its claim.
			status, page := responseReader(t)(http.PostForm(base+"/cite", url.Values{"text": {citedSummary}}))
			want := "<cite>" + template.HTMLEscapeString(report.Claims[0].Work.Title) + "</cite>"
			if status != http.StatusOK || !strings.Contains(page, want) {
				t.Errorf("POST /cite = %d, want 200 and a page showing %s:\n%s", status, want, page)
			}
		})
	}
}

// TestServeCiteAsksOnlyItsRegistries posts texts whose citations point at
// another host every way a text can, and checks that the server asked only
// the configured base URLs' hosts.
func TestServeCiteAsksOnlyItsRegistries(t *testing.T) {
	vars, log := citeReplays(t)
	base := serveCite(t, vars, log, "--full-text")
	texts := []string{
		"The method is described at https://evil.example/paper.pdf and in doi:10.1/x.",
		"Accuracy reached 99% (https://evil.example/10.1234/abc).",
		"Accuracy reached 99% (doi:10.1/x@evil.example).",
		"Accuracy reached 99% (https://doi.org/10.1/..%2F..%2F@evil.example%2Fsteal).",
		"Accuracy reached 99% (doi:10.1/x?u=https://evil.example/).",
		"Accuracy reached 99% (arXiv:2101.01234).",
		"The rule took effect in 2024 (89 FR 12345; FR Doc. 2024-03484).",
		"Accuracy reached 99% [1].\n\n## References\n\n[1] Evil, E. (2020). A paper. https://evil.example/ref doi:10.9999/evil.example",
	}
	for _, text := range texts {
		code, body := postCite(t, base, text)
		if code != http.StatusOK {
			t.Errorf("POST /api/cite %q = %d %s, want 200", text, code, body)
		}
		if strings.Contains(body, "host not allowed") {
			t.Errorf("POST /api/cite %q: a request left for another host:\n%s", text, body)
		}
	}
	hosts := log.seen()
	if len(hosts) == 0 {
		t.Fatal("no registry was asked at all")
	}
	for _, h := range hosts {
		if !slices.Contains(log.allowed, h) {
			t.Errorf("the server asked %s; it may ask only %v", h, log.allowed)
		}
	}
}
