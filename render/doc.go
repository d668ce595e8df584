// Package render writes a [sourced.Report] for people and for programs.
//
// Renderers only render: each takes an io.Writer and a Report, knows
// nothing but the Report, and decides nothing (exit codes and colour
// policy belong to the caller). The JSON shape is a documented contract,
// kept true by a test against the README.
package render
