package server

import (
	"bytes"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	vm "github.com/VictoriaMetrics/metrics"

	"github.com/sourced-dev/sourced"
)

// metrics are the server's Prometheus metrics, in a set of its own so
// that two servers in one process never share counts.
type metrics struct {
	set *vm.Set
}

// The names of the server's own metrics.
const (
	requestsName = "sourced_http_requests_total"
	latencyName  = "sourced_http_request_duration_seconds"
	claimsName   = "sourced_claims_total"
)

// metricHelp are the help texts of the server's own metrics, which the
// exposition's HELP lines carry.
var metricHelp = []struct{ name, help string }{
	{requestsName, "HTTP requests answered, by route and status code."},
	{latencyName, "Time to answer an HTTP request, by route."},
	{claimsName, "Claims checked, by verdict."},
}

// verdicts are the verdicts counted by sourced_claims_total.
var verdicts = []sourced.Verdict{sourced.Grounded, sourced.Contradicted, sourced.Unverified}

func newMetrics() *metrics {
	// HELP and TYPE lines are written for every metric of the package,
	// the Go and process metrics included; the setting is the package's.
	vm.ExposeMetadata(true)
	m := &metrics{set: vm.NewSet()}
	for _, v := range verdicts {
		m.claim(v) // every verdict is exported from the start, at 0
	}
	return m
}

// claim returns the counter of the claims given the verdict v.
func (m *metrics) claim(v sourced.Verdict) *vm.Counter {
	return m.set.GetOrCreateCounter(claimsName + `{verdict="` + string(v) + `"}`)
}

// observe counts one answered request. The route is one of the server's
// route names, which need no escaping in a label value.
func (m *metrics) observe(route string, code int, took time.Duration) {
	m.set.GetOrCreateCounter(requestsName + `{code="` + strconv.Itoa(code) + `",route="` + route + `"}`).Inc()
	m.set.GetOrCreatePrometheusHistogram(latencyName + `{route="` + route + `"}`).Update(took.Seconds())
}

// count adds a report's claims to the verdict counts.
func (m *metrics) count(c sourced.Counts) {
	m.claim(sourced.Grounded).Add(c.Grounded)
	m.claim(sourced.Contradicted).Add(c.Contradicted)
	m.claim(sourced.Unverified).Add(c.Unverified)
}

// handler serves the metrics in the Prometheus text format: the server's
// own, with their help texts, then the Go runtime's and the process's.
func (m *metrics) handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var b bytes.Buffer
		m.set.WritePrometheus(&b)
		text := b.String()
		for _, h := range metricHelp {
			text = strings.Replace(text, "# HELP "+h.name+"\n", "# HELP "+h.name+" "+h.help+"\n", 1)
		}
		w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
		io.WriteString(w, text)
		vm.WriteProcessMetrics(w)
	})
}
