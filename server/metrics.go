package server

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/sourced-dev/sourced"
)

// metrics are the server's Prometheus metrics, on a registry of its own so
// that two servers in one process never share counts.
type metrics struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	claims   *prometheus.CounterVec
}

func newMetrics() *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "sourced_http_requests_total",
			Help: "HTTP requests answered, by route and status code.",
		}, []string{"route", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "sourced_http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route.",
			Buckets: prometheus.DefBuckets,
		}, []string{"route"}),
		claims: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "sourced_claims_total",
			Help: "Claims checked, by verdict.",
		}, []string{"verdict"}),
	}
	for _, v := range []sourced.Verdict{sourced.Grounded, sourced.Contradicted, sourced.Unverified} {
		m.claims.WithLabelValues(string(v)) // every verdict is exported from the start, at 0
	}
	m.reg.MustRegister(m.requests, m.latency, m.claims,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// observe counts one answered request.
func (m *metrics) observe(route string, code int, took time.Duration) {
	m.requests.WithLabelValues(route, strconv.Itoa(code)).Inc()
	m.latency.WithLabelValues(route).Observe(took.Seconds())
}

// count adds a report's claims to the verdict counts.
func (m *metrics) count(c sourced.Counts) {
	m.claims.WithLabelValues(string(sourced.Grounded)).Add(float64(c.Grounded))
	m.claims.WithLabelValues(string(sourced.Contradicted)).Add(float64(c.Contradicted))
	m.claims.WithLabelValues(string(sourced.Unverified)).Add(float64(c.Unverified))
}

// handler serves the metrics in the Prometheus text format.
func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
}
