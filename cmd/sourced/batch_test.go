package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// runCLI runs the command line in-process with the given stdin.
func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(context.Background(), args, &env{
		stdin:  strings.NewReader(stdin),
		stdout: &out,
		stderr: &errOut,
		getenv: func(string) string { return "" },
	})
	return code, out.String(), errOut.String()
}

// TestBatchOrder checks that results come out in input order whatever the
// number of workers, with malformed lines in their place.
func TestBatchOrder(t *testing.T) {
	const n = 1000
	var in strings.Builder
	for i := range n {
		switch {
		case i%97 == 5:
			fmt.Fprintf(&in, "{\"id\": %d, \"output\": 5}\n", i)
		case i%89 == 3:
			in.WriteString("\n")
		default:
			// Vary the size so that records finish out of order.
			fmt.Fprintf(&in, "{\"id\": %d, \"output\": %q, \"source\": \"Acme hired 56 engineers.\"}\n",
				i, strings.Repeat("Acme hired 56 engineers. ", 1+i%13))
		}
	}
	for _, workers := range []string{"1", "3", "16"} {
		code, stdout, _ := runCLI(t, in.String(), "batch", "-", "--json", "--workers", workers)
		if code != exitFindings {
			t.Errorf("workers=%s: exit %d, want %d (malformed lines)", workers, code, exitFindings)
		}
		var ids []int
		for line := range strings.Lines(stdout) {
			var v struct {
				ID    int    `json:"id"`
				Error string `json:"error"`
			}
			if err := json.Unmarshal([]byte(line), &v); err != nil {
				t.Fatalf("workers=%s: bad JSON line %q: %v", workers, line, err)
			}
			if v.Error != "" {
				// Malformed lines carry their line number, one more than i.
				v.ID--
			}
			ids = append(ids, v.ID)
		}
		var want []int
		for i := range n {
			if i%89 != 3 || i%97 == 5 {
				want = append(want, i)
			}
		}
		if fmt.Sprint(ids) != fmt.Sprint(want) {
			t.Errorf("workers=%s: ids out of order:\n got %v\nwant %v", workers, ids, want)
		}
	}
}

func TestBatchSummary(t *testing.T) {
	in := "{\"output\": \"A.\", \"source\": \"A.\"}\n\n  \nnot json\n{\"output\": \"B.\", \"sources\": []}"
	code, stdout, stderr := runCLI(t, in, "batch", "-")
	if code != exitFindings {
		t.Errorf("exit %d, want %d", code, exitFindings)
	}
	if want := "2 record(s): "; !strings.HasPrefix(stdout, want) || !strings.HasSuffix(stdout, "; 1 malformed line(s); 1 record(s) without source text\n") {
		t.Errorf("stdout = %q, want a summary of 2 records, 1 malformed line and 1 record without source text", stdout)
	}
	want := "sourced: line 4: not valid JSON: invalid character 'o' in literal null (expecting 'u')\n" +
		"sourced: note: line 5: no source text: no claim can be grounded in it\n"
	if stderr != want {
		t.Errorf("stderr = %q, want %q", stderr, want)
	}
}

// TestBatchStreams checks that with --json each record's line is written
// as soon as it is checked, while the input is still open: a record is
// written to stdin only once the line of the one before it was read from
// stdout.
func TestBatchStreams(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	exit := make(chan int, 1)
	go func() {
		exit <- run(context.Background(), []string{"batch", "-", "--json"},
			&env{stdin: inR, stdout: outW, stderr: io.Discard, getenv: func(string) string { return "" }})
		outW.Close()
	}()
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	defer inW.Close() // ends the run when the test fails
	records := []string{
		`{"id": "a", "output": "The mill hired 7 welders.", "source": "The mill hired 7 welders in May."}`,
		`{"id": "b", "output": "The mill hired 9 welders.", "source": "The mill hired 7 welders in May."}`,
		`not json`,
		`{"id": "d", "output": "The mill closed.", "source": "The mill closed in June."}`,
	}
	want := []string{`{"id":"a",`, `{"id":"b",`, `{"id":3,"error":`, `{"id":"d",`}
	for i, rec := range records {
		if _, err := io.WriteString(inW, rec+"\n"); err != nil {
			t.Fatal(err)
		}
		select {
		case line := <-lines:
			if !strings.HasPrefix(line, want[i]) {
				t.Fatalf("line %d = %q, want it to start with %q", i+1, line, want[i])
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no line for record %d while the input stays open: the output is not flushed", i+1)
		}
	}
	inW.Close()
	if line, ok := <-lines; ok {
		t.Errorf("a line after the last record: %q", line)
	}
	if code := <-exit; code != exitFindings {
		t.Errorf("exit %d, want %d (a malformed line)", code, exitFindings)
	}
}

// TestBatchInterrupted checks that a cancelled run stops promptly even when
// its input never ends.
func TestBatchInterrupted(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	go func() {
		for {
			if _, err := io.WriteString(pw, "{\"output\": \"A.\", \"source\": \"A.\"}\n"); err != nil {
				return
			}
		}
	}()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel) // as a signal would
	var out, errOut bytes.Buffer
	code := run(ctx, []string{"batch", "-"}, &env{stdin: pr, stdout: &out, stderr: &errOut, getenv: func(string) string { return "" }})
	if code != exitInterrupted || errOut.String() != "sourced: interrupted\n" {
		t.Errorf("exit %d, stderr %q; want %d, %q", code, errOut.String(), exitInterrupted, "sourced: interrupted\n")
	}
}
