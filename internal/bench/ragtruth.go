package bench

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sourced-dev/sourced"
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
	type source struct {
		doc  int
		task string
	}
	bySourceID := map[string]source{}
	var docs []Document

	err := eachLine(filepath.Join(dir, "source_info.jsonl"), func(line []byte) error {
		var rec struct {
			SourceID   string          `json:"source_id"`
			TaskType   string          `json:"task_type"`
			SourceInfo json.RawMessage `json:"source_info"`
		}
		if err := unmarshal(line, &rec); err != nil {
			return err
		}
		id, err := strconv.Atoi(rec.SourceID)
		if err != nil {
			return fmt.Errorf("source_id %q is not a number", rec.SourceID)
		}
		if _, dup := bySourceID[rec.SourceID]; dup {
			return fmt.Errorf("source_id %s appears twice", rec.SourceID)
		}
		text, err := ragtruthSource(rec.TaskType, rec.SourceInfo)
		if err != nil {
			return fmt.Errorf("source %s: %w", rec.SourceID, err)
		}
		doc := Document{
			ID:      id,
			Sources: []sourced.Source{{Name: rec.SourceID, Text: text}},
		}
		if rec.TaskType == TaskData2txt {
			// The original tool's bench read the record as one line of
			// JSON; its rules split that into very different sentences.
			line, err := lineJSON(rec.SourceInfo)
			if err != nil {
				return fmt.Errorf("source %s: %w", rec.SourceID, err)
			}
			doc.OriginalSources = []sourced.Source{{Name: rec.SourceID, Text: line}}
		}
		bySourceID[rec.SourceID] = source{doc: len(docs), task: rec.TaskType}
		docs = append(docs, doc)
		return nil
	})
	if err != nil {
		return nil, err
	}

	err = eachLine(filepath.Join(dir, "response.jsonl"), func(line []byte) error {
		var rec struct {
			ID       string          `json:"id"`
			SourceID string          `json:"source_id"`
			Labels   []ragtruthLabel `json:"labels"`
			Split    string          `json:"split"`
			Response *string         `json:"response"`
		}
		if err := unmarshal(line, &rec); err != nil {
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
		spans, err := ragtruthSpans(*rec.Response, rec.Labels)
		if err != nil {
			return fmt.Errorf("response %s: %w", rec.ID, err)
		}
		docs[src.doc].Outputs = append(docs[src.doc].Outputs, Output{
			ID:    rec.ID,
			Group: src.task,
			Text:  *rec.Response,
			Spans: spans,
		})
		return nil
	})
	if err != nil {
		return nil, err
	}

	used := docs[:0]
	for _, d := range docs {
		if len(d.Outputs) > 0 {
			used = append(used, d)
		}
	}
	return &Dataset{Name: "ragtruth", GroupBy: "task", Documents: used}, nil
}

// ragtruthSource turns the source_info of a task into the source text.
func ragtruthSource(task string, info json.RawMessage) (string, error) {
	if len(info) == 0 {
		return "", errors.New("no source_info")
	}
	switch task {
	case TaskSummary:
		var text string
		if err := unmarshal(info, &text); err != nil {
			return "", fmt.Errorf("source_info of a Summary is not a string: %w", err)
		}
		return text, nil
	case TaskQA:
		var qa struct {
			Question *string `json:"question"`
			Passages *string `json:"passages"`
		}
		if err := unmarshal(info, &qa); err != nil {
			return "", fmt.Errorf("QA source_info: %w", err)
		}
		if qa.Question == nil || qa.Passages == nil {
			return "", errors.New("QA source_info without question or passages")
		}
		return *qa.Question + "\n" + *qa.Passages, nil
	case TaskData2txt:
		if info[0] != '{' {
			return "", errors.New("source_info of a Data2txt item is not an object")
		}
		return indentJSON(info)
	default:
		return "", fmt.Errorf("unknown task_type %q", task)
	}
}

// ragtruthLabel is one labelled span of a RAGTruth response.
type ragtruthLabel struct {
	Start     *int   `json:"start"`
	End       *int   `json:"end"`
	Text      string `json:"text"`
	LabelType string `json:"label_type"`
}

// ragtruthSpans checks the labels of a response against its text and turns
// them into spans.
func ragtruthSpans(response string, labels []ragtruthLabel) ([]Span, error) {
	if len(labels) == 0 {
		return nil, nil
	}
	runes := []rune(response)
	spans := make([]Span, 0, len(labels))
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
		if start < 0 || start >= end || end > len(runes) {
			return nil, fmt.Errorf("label %d: span [%d, %d) is outside the response's %d code points", i, start, end, len(runes))
		}
		if got := string(runes[start:end]); got != l.Text {
			return nil, fmt.Errorf("label %d: span [%d, %d) reads %q, label text is %q", i, start, end, got, l.Text)
		}
		spans = append(spans, Span{Start: start, End: end, Label: l.LabelType, Kind: kind, Text: l.Text})
	}
	return spans, nil
}
