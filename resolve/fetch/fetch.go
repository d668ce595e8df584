// Package fetch gets JSON documents from public registries politely and
// safely: a rate limit per host, retries that honour Retry-After, a bound
// on the bytes read, and errors that say what went wrong (not found,
// refused, garbage) so that no failure can pass for an answer.
package fetch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// ErrNotFound is returned for a 404: the registry has no such record. It
// is an answer, not a failure.
var ErrNotFound = errors.New("not found")

// ErrMalformed is wrapped by the errors for a body that is not the JSON
// asked for: HTML, truncated, too large or not JSON at all.
var ErrMalformed = errors.New("malformed response")

// StatusError is a response with a status other than 200 or 404.
type StatusError struct {
	Host   string
	Status int
}

// Error names the host and the status.
func (e *StatusError) Error() string {
	return fmt.Sprintf("%s answered %d %s", e.Host, e.Status, http.StatusText(e.Status))
}

// Defaults of a Client.
const (
	// DefaultMaxBody bounds a response body: 8 MiB is many times the
	// largest single work a registry returns.
	DefaultMaxBody = 8 << 20
	// DefaultRate is requests per second per host; OpenAlex and Crossref's
	// polite pools allow 10.
	DefaultRate = 5
	// DefaultRetries is how many times a 429 or 5xx is retried.
	DefaultRetries = 2
	// DefaultMaxWait caps how long one retry waits, whatever Retry-After
	// asks.
	DefaultMaxWait = 30 * time.Second
)

// Client gets JSON over HTTP. Its zero value is not usable; call New. A
// Client is safe for concurrent use.
type Client struct {
	http      *http.Client
	userAgent string
	accept    string
	maxBody   int64
	rate      rate.Limit
	retries   int
	maxWait   time.Duration
	backoff   time.Duration

	mu       sync.Mutex
	limiters map[string]*rate.Limiter
}

// Options tune a Client; zero fields take the defaults.
type Options struct {
	// UserAgent is sent with every request; registries ask for the tool's
	// name, version and a contact.
	UserAgent string
	// Accept is the Accept header sent; default application/json. Full
	// text (JATS, plain text) asks for those types as well.
	Accept string
	// MaxBody bounds the bytes read from one response.
	MaxBody int64
	// Rate is requests per second per host.
	Rate float64
	// Retries is how many times a 429 or 5xx is retried; -1 for none.
	Retries int
	// MaxWait caps the wait before one retry.
	MaxWait time.Duration
	// Backoff is the first wait when a retryable answer gives no
	// Retry-After; it doubles per retry. Default one second.
	Backoff time.Duration
}

// New returns a Client sending requests through hc.
func New(hc *http.Client, o Options) *Client {
	c := &Client{
		http: hc, userAgent: o.UserAgent, accept: o.Accept, maxBody: o.MaxBody, rate: rate.Limit(o.Rate),
		retries: o.Retries, maxWait: o.MaxWait, backoff: o.Backoff,
		limiters: map[string]*rate.Limiter{},
	}
	if c.accept == "" {
		c.accept = "application/json"
	}
	if c.maxBody <= 0 {
		c.maxBody = DefaultMaxBody
	}
	if c.rate <= 0 {
		c.rate = DefaultRate
	}
	switch {
	case c.retries == 0:
		c.retries = DefaultRetries
	case c.retries < 0:
		c.retries = 0
	}
	if c.maxWait <= 0 {
		c.maxWait = DefaultMaxWait
	}
	if c.backoff <= 0 {
		c.backoff = time.Second
	}
	return c
}

// limiter returns the rate limiter of host, made on first use.
func (c *Client) limiter(host string) *rate.Limiter {
	c.mu.Lock()
	defer c.mu.Unlock()
	l, ok := c.limiters[host]
	if !ok {
		l = rate.NewLimiter(c.rate, 1)
		c.limiters[host] = l
	}
	return l
}

// Get fetches rawURL and returns its body (JSON, or a type Options.Accept
// allows). A 404 gives ErrNotFound; a 429 or 5xx is retried after
// Retry-After (or a doubling backoff) up to the retry count, then gives a
// *StatusError; a body that is HTML or larger than the bound gives an
// error wrapping ErrMalformed.
func (c *Client) Get(ctx context.Context, rawURL string) ([]byte, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("fetch: %w", err)
	}
	wait := c.backoff
	for attempt := 0; ; attempt++ {
		body, retryAfter, err := c.once(ctx, u)
		var se *StatusError
		if err == nil || !errors.As(err, &se) || !retryable(se.Status) || attempt >= c.retries {
			return body, err
		}
		if retryAfter < 0 {
			retryAfter = wait
			wait *= 2
		}
		if retryAfter > c.maxWait {
			return nil, fmt.Errorf("%w (it asks to retry after %s)", err, retryAfter)
		}
		t := time.NewTimer(retryAfter)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, ctx.Err()
		case <-t.C:
		}
	}
}

// retryable reports whether a status is worth another try.
func retryable(status int) bool {
	return status == http.StatusTooManyRequests || status >= 500
}

// once makes one request. retryAfter is the wait a 429 or 503 asked for,
// or -1.
func (c *Client) once(ctx context.Context, u *url.URL) ([]byte, time.Duration, error) {
	if err := c.limiter(u.Host).Wait(ctx); err != nil {
		return nil, -1, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, -1, fmt.Errorf("fetch: %w", err)
	}
	req.Header.Set("Accept", c.accept)
	if c.userAgent != "" {
		req.Header.Set("User-Agent", c.userAgent)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, -1, ctx.Err()
		}
		return nil, -1, fmt.Errorf("%s: %w", u.Host, unwrapURL(err))
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusNotFound:
		return nil, -1, fmt.Errorf("%s: %w", u.Host, ErrNotFound)
	case resp.StatusCode != http.StatusOK:
		return nil, retryAfter(resp.Header.Get("Retry-After"), time.Now()), &StatusError{Host: u.Host, Status: resp.StatusCode}
	}
	if mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type")); mt == "text/html" {
		return nil, -1, fmt.Errorf("%s: %w: HTML instead of JSON", u.Host, ErrMalformed)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, c.maxBody+1))
	if err != nil {
		if ctx.Err() != nil {
			return nil, -1, ctx.Err()
		}
		return nil, -1, fmt.Errorf("%s: reading the body: %w", u.Host, err)
	}
	if int64(len(body)) > c.maxBody {
		return nil, -1, fmt.Errorf("%s: %w: body larger than %d bytes", u.Host, ErrMalformed, c.maxBody)
	}
	return body, -1, nil
}

// retryAfter reads a Retry-After header: delay seconds or an HTTP date.
// It returns -1 when the header is absent or unreadable.
func retryAfter(h string, now time.Time) time.Duration {
	if h == "" {
		return -1
	}
	if s, err := strconv.Atoi(h); err == nil && s >= 0 {
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(h); err == nil {
		return max(t.Sub(now), 0)
	}
	return -1
}

// unwrapURL drops the *url.Error wrapper, whose message repeats the URL
// (and with it the contact address).
func unwrapURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		if ue.Timeout() {
			return fmt.Errorf("timed out: %w", ue.Err)
		}
		return ue.Err
	}
	return err
}

// URL joins a base URL, a path and a query, adding mailto= (the polite
// pools of OpenAlex and Crossref) when mailto is set.
func URL(base, path string, q url.Values, mailto string) string {
	if q == nil {
		q = url.Values{}
	}
	if mailto != "" {
		q.Set("mailto", mailto)
	}
	s := base + path
	if len(q) > 0 {
		s += "?" + q.Encode()
	}
	return s
}

// Malformed wraps a decoding error, or the absence of the record (err
// nil), in ErrMalformed; want names what was expected.
func Malformed(want string, err error) error {
	if err == nil {
		return fmt.Errorf("%w: not %s", ErrMalformed, want)
	}
	return fmt.Errorf("%w: %w", ErrMalformed, err)
}

// EscapeDOI escapes a DOI for a URL path, keeping its slashes: OpenAlex
// and Crossref document /works/…{doi} with the DOI as it is.
func EscapeDOI(doi string) string {
	parts := strings.Split(doi, "/")
	for i, p := range parts {
		parts[i] = url.PathEscape(p)
	}
	return strings.Join(parts, "/")
}
