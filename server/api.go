package server

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/record"
	"github.com/sourced-dev/sourced/render"
)

// apiCheck answers POST /api/check: one record, {"output": "...",
// "sources": ["...", ...]} (as a line of `sourced batch`), and the report
// exactly as `sourced check --json` prints it. Sources are named "1",
// "2", … in order.
func (s *Server) apiCheck(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		s.bodyError(w, err)
		return
	}
	rec, err := record.Decode(body)
	if err != nil {
		writeError(w, http.StatusBadRequest, "request body: "+err.Error())
		return
	}
	report, err := s.check(r.Context(), rec.Output, rec.Sources)
	if err != nil {
		writeError(w, http.StatusServiceUnavailable, err.Error())
		return
	}
	writeReport(w, &report)
}

// check checks output against sources with the server's check options
// and counts its claims. Its error is ctx's, when ctx ended before the
// judge answered.
func (s *Server) check(ctx context.Context, output string, sources []string) (sourced.Report, error) {
	var (
		report sourced.Report
		err    error
	)
	if len(s.cfg.CheckOptions) == 0 {
		// With no judge to ask, the request's index serves its one check
		// alone, and sourced.Check hands its arrays on to the next
		// request's, as batch does a record's.
		report = sourced.Check(output, sources...)
	} else {
		report, err = sourced.NewIndex(sources...).CheckContext(ctx, output, s.cfg.CheckOptions...)
	}
	if err != nil {
		return sourced.Report{}, fmt.Errorf("check stopped: %w", err)
	}
	s.metrics.count(report.Counts)
	return report, nil
}

// writeReport answers 200 with the report in the JSON contract.
func writeReport(w http.ResponseWriter, report *sourced.Report) {
	renewWriteDeadline(w)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	render.JSON(w, report)
}

// apiBatch answers POST /api/batch: JSON Lines in, one JSON line out per
// non-blank input line, in input order, each written as soon as it is
// checked — the lines `sourced batch --json` prints, a malformed line
// answered {"id": its line number, "error": "..."}. A body over the cap
// is answered 413 when nothing has been written yet; later, the stream
// ends with {"id": null, "error": "..."}.
func (s *Server) apiBatch(w http.ResponseWriter, r *http.Request) {
	if r.ContentLength > s.cfg.MaxBytes {
		writeError(w, http.StatusRequestEntityTooLarge, s.tooLargeMessage())
		return
	}
	rc := http.NewResponseController(w)
	// Read the rest of the body while answering the first lines.
	rc.EnableFullDuplex()
	out := bufio.NewWriter(w)
	started := false
	err := record.Lines(r.Context(), r.Body, func(n int, line []byte) error {
		if !started {
			w.Header().Set("Content-Type", "application/jsonl")
			w.Header().Set("Cache-Control", "no-store")
			started = true
		}
		now := time.Now()
		rc.SetReadDeadline(now.Add(ReadTimeout))
		rc.SetWriteDeadline(now.Add(WriteTimeout))
		if err := s.batchLine(r.Context(), out, n, line); err != nil {
			return err
		}
		if err := out.Flush(); err != nil {
			return err
		}
		return rc.Flush()
	})
	switch {
	case err == nil:
		if !started {
			w.Header().Set("Content-Type", "application/jsonl")
			w.WriteHeader(http.StatusOK)
		}
	case tooLarge(err) && !started:
		writeError(w, http.StatusRequestEntityTooLarge, s.tooLargeMessage())
	case tooLarge(err):
		render.JSONLineError(out, json.RawMessage("null"), s.tooLargeMessage()+"; the lines after the last answered were not read")
		out.Flush()
	case errors.Is(err, r.Context().Err()):
		// The client went away; there is no one to tell.
	case !started:
		s.bodyError(w, err)
	default:
		render.JSONLineError(out, json.RawMessage("null"), err.Error())
		out.Flush()
	}
}

// batchLine checks one line of a batch and writes its answer.
func (s *Server) batchLine(ctx context.Context, out io.Writer, n int, line []byte) error {
	rec, err := record.Decode(line)
	if err != nil {
		return render.JSONLineError(out, record.LineID(n), err.Error())
	}
	report, err := s.check(ctx, rec.Output, rec.Sources)
	if err != nil {
		return err
	}
	return render.JSONLine(out, record.IDOr(rec.ID, n), &report)
}

// citeRequest is the body of POST /api/cite.
type citeRequest struct {
	Text *string `json:"text"`
}

// apiCite answers POST /api/cite: {"text": "..."} and the citation-mode
// report, or 501 when the server has no Citer.
func (s *Server) apiCite(w http.ResponseWriter, r *http.Request) {
	if s.cfg.Citer == nil {
		writeError(w, http.StatusNotImplemented, "citation mode is not available on this server")
		return
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		s.bodyError(w, err)
		return
	}
	text, err := citeText(body)
	if err != nil {
		writeError(w, http.StatusBadRequest, "request body: "+err.Error())
		return
	}
	report, err := s.cite(r.Context(), text)
	if err != nil {
		writeError(w, http.StatusBadGateway, err.Error())
		return
	}
	writeReport(w, &report)
}

// citeText returns the text of a /api/cite body, normalised as a check's
// output is, or what is wrong with the body, as /api/check says it of
// its: not UTF-8, not the object, no "text" or one of another kind, or
// a blank one.
func citeText(body []byte) (string, error) {
	if !utf8.Valid(body) {
		return "", errors.New("not valid UTF-8 text")
	}
	var req citeRequest
	if err := json.Unmarshal(body, &req); err != nil {
		var typeErr *json.UnmarshalTypeError
		switch {
		case errors.As(err, &typeErr) && typeErr.Field == "text":
			return "", fmt.Errorf(`"text" is %s, want a string`, record.WithArticle(typeErr.Value))
		case errors.As(err, &typeErr):
			return "", fmt.Errorf(`want {"text": "..."}, got %s`, record.WithArticle(typeErr.Value))
		}
		return "", fmt.Errorf(`want {"text": "..."}: %v`, err)
	}
	if req.Text == nil {
		return "", errors.New(`missing "text"`)
	}
	text := record.Normalize(*req.Text)
	if strings.TrimSpace(text) == "" {
		return "", errors.New(`"text" is empty`)
	}
	return text, nil
}

// cite runs citation mode and counts its claims.
func (s *Server) cite(ctx context.Context, text string) (sourced.Report, error) {
	report, err := s.cfg.Citer.Cite(ctx, text)
	if err != nil {
		return sourced.Report{}, fmt.Errorf("citation check failed: %w", err)
	}
	s.metrics.count(report.Counts)
	return report, nil
}
