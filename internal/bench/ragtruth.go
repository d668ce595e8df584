package bench

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/signals"
	"github.com/sourced-dev/sourced/internal/swar"
)

// The RAGTruth tasks, as spelled in task_type.
const (
	TaskSummary  = "Summary"
	TaskQA       = "QA"
	TaskData2txt = "Data2txt"
)

// LoadRAGTruth reads the test split of RAGTruth from dir, a folder holding
// the original source_info.jsonl and response.jsonl.
//
// The source of a Summary is its article; of a QA item, the question on a
// line of its own followed by the passages; of a Data2txt item, the Yelp
// business record rendered as indented JSON with its keys in the file's
// order (and, for the original tool's rules, as the one line of JSON its
// own bench gave them: Document.OriginalSources). Responses whose split is not "test" are left out, and so are
// sources that no test response uses. Label offsets are code points into
// the response, and each label's text must be what they point at.
func LoadRAGTruth(dir string) (*Dataset, error) {
	return LoadRAGTruthFor(dir, true)
}

// LoadRAGTruthFor reads the test split of RAGTruth from dir as
// LoadRAGTruth does, but gives the documents OriginalSources only when
// original is true: only the original tool's rules read them
// (ScoreOriginal), and a dataset that only this checker's rules score is
// read without a second layout of each Data2txt record.
func LoadRAGTruthFor(dir string, original bool) (*Dataset, error) {
	readRecord := func(r *ragtruthSourceRecord, j *jsonReader) bool {
		return readSourceRecord(r, j, original)
	}
	type source struct {
		doc  int
		task string
	}
	bySourceID := map[string]source{}
	var docs []Document
	// The lines of each file are read into one record, reused.
	var sources lineReader[ragtruthSourceRecord]
	var responses lineReader[ragtruthResponseLine]
	// A response's labels are read into one array, reused from line to
	// line: they are only checked and turned into spans.
	var labelRoom []ragtruthLabel
	// The responses' spans are cut from arrays of spanChunk, each
	// response's capped at its own.
	var spanRoom []Span
	readResponse := func(r *ragtruthResponseLine, j *jsonReader) bool {
		return readResponseFields(r, j, &labelRoom)
	}

	err := eachLine(filepath.Join(dir, "source_info.jsonl"), func(line string) error {
		// A line is read in one pass where it can be; otherwise its
		// fields and then its source_info are decoded in two steps, which
		// say what is wrong with it.
		rec, fast := sources.read(line, readRecord)
		var info json.RawMessage
		if !fast {
			fields, err := decode(line, readSourceLine)
			if err != nil {
				return err
			}
			rec.SourceID, rec.TaskType, info = fields.SourceID, fields.TaskType, fields.SourceInfo
		}
		id, err := strconv.Atoi(rec.SourceID)
		if err != nil {
			return fmt.Errorf("source_id %q is not a number", rec.SourceID)
		}
		if _, dup := bySourceID[rec.SourceID]; dup {
			return fmt.Errorf("source_id %s appears twice", rec.SourceID)
		}
		if !fast {
			if rec.Text, rec.Original, err = ragtruthSource(rec.TaskType, info); err != nil {
				return fmt.Errorf("source %s: %w", rec.SourceID, err)
			}
		}
		doc := Document{
			ID:      id,
			Sources: []sourced.Source{{Name: rec.SourceID, Text: rec.Text}},
		}
		if original && rec.Original != "" {
			doc.OriginalSources = []sourced.Source{{Name: rec.SourceID, Text: rec.Original}}
		}
		bySourceID[rec.SourceID] = source{doc: len(docs), task: rec.TaskType}
		docs = append(docs, doc)
		return nil
	})
	if err != nil {
		return nil, err
	}

	// The outputs are gathered in file order, each with its document,
	// and handed to the documents at the end, in one array.
	var outputs []Output
	var outputDocs []int
	err = eachLine(filepath.Join(dir, "response.jsonl"), func(line string) error {
		rec, err := responses.decode(line, readResponse)
		if err != nil {
			return err
		}
		if rec.ID == "" || rec.Response == nil {
			return errors.New("response without id or response text")
		}
		if rec.Split != "test" {
			return nil
		}
		src, ok := bySourceID[rec.SourceID]
		if !ok {
			return fmt.Errorf("response %s: source_id %q is not in source_info.jsonl", rec.ID, rec.SourceID)
		}
		spans, err := ragtruthSpansIn(&spanRoom, *rec.Response, rec.Labels)
		if err != nil {
			return fmt.Errorf("response %s: %w", rec.ID, err)
		}
		outputs = append(outputs, Output{
			ID:    rec.ID,
			Group: src.task,
			Text:  *rec.Response,
			Spans: spans,
		})
		outputDocs = append(outputDocs, src.doc)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(outputs) == 0 {
		// A card of no sentences would pass for a score.
		return nil, &InputError{File: filepath.Join(dir, "response.jsonl"), Err: errors.New("no response of the test split")}
	}
	placeOutputs(docs, outputs, outputDocs)

	used := docs[:0]
	for _, d := range docs {
		if len(d.Outputs) > 0 {
			used = append(used, d)
		}
	}
	return &Dataset{Name: "ragtruth", GroupBy: "task", Documents: used}, nil
}

// placeOutputs gives each document its outputs, in their order: outputs[k]
// is one of document docOf[k]'s. They share one array, each document's
// slice of it capped at its own.
func placeOutputs(docs []Document, outputs []Output, docOf []int) {
	// ends[d] is where the outputs of document d end in the array, and
	// then, as they are placed from the last, where they start.
	ends := make([]int, len(docs))
	for _, d := range docOf {
		ends[d]++
	}
	for d := 1; d < len(ends); d++ {
		ends[d] += ends[d-1]
	}
	placed := make([]Output, len(outputs))
	for k := len(outputs) - 1; k >= 0; k-- {
		d := docOf[k]
		ends[d]--
		placed[ends[d]] = outputs[k]
	}
	for d := range docs {
		start, end := ends[d], len(placed)
		if d+1 < len(docs) {
			end = ends[d+1]
		}
		if start < end {
			docs[d].Outputs = placed[start:end:end]
		}
	}
}

// ragtruthSourceLine is what LoadRAGTruth reads of a line of
// source_info.jsonl. It, ragtruthResponseLine and ragtruthQA are unnamed
// struct types, so that encoding/json's errors about them read as they
// did with the structs declared in place ("Go struct field .id").
type ragtruthSourceLine = struct {
	SourceID   string          `json:"source_id"`
	TaskType   string          `json:"task_type"`
	SourceInfo json.RawMessage `json:"source_info"`
}

// readSourceLine reads a line of source_info.jsonl, for decode.
func readSourceLine(r *ragtruthSourceLine, j *jsonReader) bool {
	return readSourceFields(j, &r.SourceID, &r.TaskType, func() (ok bool) {
		r.SourceInfo, ok = j.raw()
		return ok
	})
}

// readSourceFields reads the object of a line of source_info.jsonl: its
// source_id into id, its task_type into task, and its source_info by
// info, each as it comes.
func readSourceFields(j *jsonReader, id, task *string, info func() bool) bool {
	return j.object(sourceFields, func(i int) (ok bool) {
		switch i {
		case 0: // source_id
			*id, ok = j.string()
		case 1: // task_type
			*task, ok = j.string()
		case 2: // source_info
			ok = info()
		}
		return ok
	})
}

// sourceFields are the fields of a line of source_info.jsonl that
// readSourceFields reads.
var sourceFields = newFieldNames("source_id", "task_type", "source_info")

// ragtruthSourceRecord is a line of source_info.jsonl read in one pass
// by readSourceRecord: its fields, and its source_info as source text.
type ragtruthSourceRecord struct {
	SourceID, TaskType string
	Text, Original     string // as ragtruthSource gives them
}

// readSourceRecord reads a line of source_info.jsonl as decode with
// readSourceLine and then ragtruthSource read it, in one pass: the
// source_info is read in place, as its task_type (which must come before
// it) says, instead of being copied and read again. It returns false for
// any line those two steps would not take, or might read otherwise, and
// for a line without a source_info, leaving them to say what is wrong.
// A Data2txt record is rendered on one line too only when original is
// true (leaving r.Original "" otherwise).
func readSourceRecord(r *ragtruthSourceRecord, j *jsonReader, original bool) bool {
	hasInfo := false
	ok := readSourceFields(j, &r.SourceID, &r.TaskType, func() (ok bool) {
		r.Text, r.Original, ok = readSourceInfo(r.TaskType, j, original)
		hasInfo = true
		return ok
	})
	return ok && hasInfo
}

// readSourceInfo reads a source_info of the task in place, as
// ragtruthSource turns it into source text; ok is false for anything
// ragtruthSource would refuse or might read otherwise. A Data2txt record
// is rendered on one line too when original is true, as readSourceRecord
// says.
func readSourceInfo(task string, j *jsonReader, original bool) (text, line string, ok bool) {
	switch task {
	case TaskSummary:
		text, ok = j.string()
		return text, "", ok
	case TaskQA:
		var qa ragtruthQA
		if !readQA(&qa, j) {
			return "", "", false
		}
		text, ok = qaSource(qa)
		return text, "", ok
	case TaskData2txt:
		if j.peek() != '{' {
			return "", "", false
		}
		text, ok = renderValue(&j.sc, j.text)
		if !ok {
			return "", "", false
		}
		if original {
			line = oneLine(text)
		}
		return text, line, true
	}
	return "", "", false
}

// ragtruthResponseLine is what LoadRAGTruth reads of a line of
// response.jsonl.
type ragtruthResponseLine = struct {
	ID       string          `json:"id"`
	SourceID string          `json:"source_id"`
	Labels   []ragtruthLabel `json:"labels"`
	Split    string          `json:"split"`
	Response *string         `json:"response"`
	// body is the response as readResponseLine reads it, which Response
	// points to: the record's own string, in the record a lineReader
	// reuses, rather than one allocated for each line. A copy of the
	// record points to it until the next line is read.
	body string
}

// readResponseLine reads a line of response.jsonl, for decode.
func readResponseLine(r *ragtruthResponseLine, j *jsonReader) bool {
	return readResponseFields(r, j, nil)
}

// readResponseFields reads a line of response.jsonl as readResponseLine
// does, its labels into the array of room when room is not nil (see
// readLabels).
func readResponseFields(r *ragtruthResponseLine, j *jsonReader, room *[]ragtruthLabel) bool {
	return j.object(responseFields, func(i int) (ok bool) {
		switch i {
		case 0: // id
			r.ID, ok = j.string()
		case 1: // source_id
			r.SourceID, ok = j.string()
		case 2: // labels
			r.Labels, ok = readLabels(j, room)
		case 3: // split
			r.Split, ok = j.string()
		case 4: // response
			r.body, ok = j.string()
			r.Response = &r.body
		}
		return ok
	})
}

// responseFields are the fields of a line of response.jsonl that
// readResponseLine reads.
var responseFields = newFieldNames("id", "source_id", "labels", "split", "response")

// ragtruthSource turns the source_info of a task into the source text,
// and into the text the original tool's rules read instead when that
// differs: for a Data2txt item, whose record its bench read as one line
// of JSON, which its rules split into very different sentences. original
// is "" for the other tasks.
func ragtruthSource(task string, info json.RawMessage) (text, original string, err error) {
	if len(info) == 0 {
		return "", "", errors.New("no source_info")
	}
	switch task {
	case TaskSummary:
		text, err := decode(string(info), readString)
		if err != nil {
			return "", "", fmt.Errorf("source_info of a Summary is not a string: %w", err)
		}
		return text, "", nil
	case TaskQA:
		qa, err := decode(string(info), readQA)
		if err != nil {
			return "", "", fmt.Errorf("QA source_info: %w", err)
		}
		text, ok := qaSource(qa)
		if !ok {
			return "", "", errors.New("QA source_info without question or passages")
		}
		return text, "", nil
	case TaskData2txt:
		if info[0] != '{' {
			return "", "", errors.New("source_info of a Data2txt item is not an object")
		}
		return renderJSON(info)
	default:
		return "", "", fmt.Errorf("unknown task_type %q", task)
	}
}

// ragtruthQA is the source_info of a QA item.
type ragtruthQA = struct {
	Question *string `json:"question"`
	Passages *string `json:"passages"`
}

// qaSource is the source text of a QA item: the question on a line of its
// own followed by the passages; ok is false when either is missing.
func qaSource(qa ragtruthQA) (text string, ok bool) {
	if qa.Question == nil || qa.Passages == nil {
		return "", false
	}
	return *qa.Question + "\n" + *qa.Passages, true
}

// readQA reads a QA item's source_info, for decode.
func readQA(qa *ragtruthQA, j *jsonReader) bool {
	return j.object(qaFields, func(i int) (ok bool) {
		var text string
		text, ok = j.string()
		if i == 0 {
			qa.Question = &text
		} else {
			qa.Passages = &text
		}
		return ok
	})
}

// qaFields are the fields of a QA item's source_info.
var qaFields = newFieldNames("question", "passages")

// ragtruthLabel is one labelled span of a RAGTruth response.
type ragtruthLabel struct {
	Start     *int   `json:"start"`
	End       *int   `json:"end"`
	Text      string `json:"text"`
	LabelType string `json:"label_type"`
	// offsets are where readLabel keeps the start and end that Start and
	// End point to, in the label itself.
	offsets [2]int
}

// readLabels reads the labels of a response, an array of objects; ok is
// false for anything unmarshal might decode otherwise. When room is not
// nil, the labels are read into its array, which they share until the
// next call, and it keeps the array, grown, for the next.
func readLabels(j *jsonReader, room *[]ragtruthLabel) (labels []ragtruthLabel, ok bool) {
	if j.sc.Delim() != '[' {
		return nil, false
	}
	if room != nil {
		labels = (*room)[:0]
	}
	if labels == nil {
		labels = []ragtruthLabel{}
	}
	for {
		switch j.sc.Delim() {
		case ']':
			if room != nil {
				*room = labels[:0]
			}
			return labels, true
		case '{':
			// Read in place: a label's Start and End point into it, and
			// those of the labels before it into the array they were read
			// in, which holds them as they are if appending moves them.
			labels = append(labels, ragtruthLabel{})
			if !readLabel(&labels[len(labels)-1], j) {
				return nil, false
			}
		default:
			return nil, false
		}
	}
}

// readLabel reads a label after its '{', for readLabels.
func readLabel(l *ragtruthLabel, j *jsonReader) bool {
	return j.fields(labelFields, func(i int) (ok bool) {
		switch i {
		case 0, 1: // start, end
			l.offsets[i], ok = j.int()
			if i == 0 {
				l.Start = &l.offsets[0]
			} else {
				l.End = &l.offsets[1]
			}
		case 2: // text
			l.Text, ok = j.string()
		case 3: // label_type
			l.LabelType, ok = j.string()
		}
		return ok
	})
}

// labelFields are the fields of a label that readLabel reads.
var labelFields = newFieldNames("start", "end", "text", "label_type")

// ragtruthSpans checks the labels of a response against its text and turns
// them into spans.
func ragtruthSpans(response string, labels []ragtruthLabel) ([]Span, error) {
	return ragtruthSpansIn(nil, response, labels)
}

// spanChunk is how many spans ragtruthSpansIn makes room for at once.
const spanChunk = 256

// ragtruthSpansIn is ragtruthSpans, its spans cut from the array of room,
// when room is not nil, rather than allocated on their own: room is the
// array's part not yet used, made afresh (spanChunk spans, or as many as
// the labels when more) when it is too short. The spans are capped at
// their number, so that appending to them copies them.
func ragtruthSpansIn(room *[]Span, response string, labels []ragtruthLabel) ([]Span, error) {
	if len(labels) == 0 {
		return nil, nil
	}
	var spans []Span
	if room == nil {
		spans = make([]Span, 0, len(labels))
	} else {
		if len(*room) < len(labels) {
			*room = make([]Span, max(spanChunk, len(labels)))
		}
		spans = (*room)[:0:len(labels)]
	}
	// A response in ASCII, as most are, has a code point a byte: its
	// labels' texts are cut by their offsets, without a test of each
	// label's prefix by codePoints.
	ascii := signals.IsASCII(response)
	for i, l := range labels {
		var kind string
		switch {
		case strings.Contains(l.LabelType, "Conflict"):
			kind = "Conflict"
		case strings.Contains(l.LabelType, "Baseless"):
			kind = "Baseless"
		default:
			return nil, fmt.Errorf("label %d: unknown label_type %q", i, l.LabelType)
		}
		if l.Start == nil || l.End == nil {
			return nil, fmt.Errorf("label %d: no start or end", i)
		}
		start, end := *l.Start, *l.End
		got, ok := "", false
		if ascii && 0 <= start && start < end && end <= len(response) {
			got, ok = response[start:end], true
		} else {
			got, ok = codePoints(response, start, end)
		}
		if !ok {
			return nil, fmt.Errorf("label %d: span [%d, %d) is outside the response's %d code points", i, start, end, utf8.RuneCountInString(response))
		}
		if got != l.Text {
			return nil, fmt.Errorf("label %d: span [%d, %d) reads %q, label text is %q", i, start, end, got, l.Text)
		}
		spans = append(spans, Span{Start: start, End: end, Label: l.LabelType, Kind: kind, Text: l.Text})
	}
	if room != nil {
		*room = (*room)[len(spans):]
	}
	return spans, nil
}

// codePoints returns code points start to end of s, as
// string([]rune(s)[start:end]) does for valid UTF-8, without converting
// the whole of s; ok is false unless 0 <= start < end <= the number of
// code points in s.
func codePoints(s string, start, end int) (text string, ok bool) {
	if start < 0 || start >= end {
		return "", false
	}
	if end <= len(s) && signals.IsASCII(s[:end]) {
		return s[start:end], true // a byte a code point
	}
	from, n := swar.RuneStart(s, 0, 0, start)
	if n < start {
		return "", false
	}
	to, n := swar.RuneStart(s, from, n, end)
	if n < end {
		return "", false
	}
	return s[from:to], true
}
