// Package render writes a [sourced.Report] for people and for programs.
//
// Renderers only render: each takes an io.Writer and what it renders,
// and decides nothing (exit codes and colour policy belong to the
// caller). Text and JSON take a Report. The CI formats — SARIF, JUnit,
// GitHub workflow commands and Markdown — take one or more [Doc]s (a
// Report with the names and texts that place its claims and evidence at
// lines and columns) and [CIOptions] (which verdicts fail the run), so
// that a batch of outputs lands in one document. The JSON shape is a
// documented contract, kept true by a test against the README.
package render
