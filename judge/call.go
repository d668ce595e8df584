package judge

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/sourced-dev/sourced"
)

// Defaults of both providers.
const (
	// DefaultTimeout bounds one judge request, retries included.
	DefaultTimeout = 5 * time.Minute
	// DefaultRetries is how often a request is retried after a rate limit
	// (429), a server error (5xx) or a dropped connection.
	DefaultRetries = 2
	// maxTokens bounds the judge's answer.
	maxTokens = 16000
)

// limits are the settings both providers share.
type limits struct {
	timeout time.Duration
	retries int
}

// newLimits applies the defaults: a timeout of zero is DefaultTimeout;
// retries of zero are DefaultRetries, and negative retries none.
func newLimits(timeout time.Duration, retries int) limits {
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	switch {
	case retries == 0:
		retries = DefaultRetries
	case retries < 0:
		retries = 0
	}
	return limits{timeout: timeout, retries: retries}
}

// failed turns the error of a request made under parent, limited to
// l.timeout, into the error a provider returns: the parent's own end as
// it is, the timeout as ErrJudgeTimeout, anything else unchanged.
func (l limits) failed(parent context.Context, provider string, err error) error {
	if parent.Err() != nil {
		return fmt.Errorf("%s: %w", provider, parent.Err())
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("%s: no answer within %s: %w", provider, l.timeout, sourced.ErrJudgeTimeout)
	}
	return err
}
