package main

import (
	"runtime"
	"runtime/debug"
	"testing"
)

func TestDescribeBuild(t *testing.T) {
	vcs := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	platform := " " + runtime.GOOS + "/" + runtime.GOARCH
	for _, tt := range []struct {
		name string
		info *debug.BuildInfo
		want string
	}{
		{"no build information", nil,
			"sourced (devel)\ncommit unknown\n" + runtime.Version() + platform},
		{"go install at a release tag", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.0"}},
			"sourced v1.2.0\ncommit unknown\ngo1.26.8" + platform},
		{"go install at a commit: the revision from the pseudo-version",
			&debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.0.0-20261130122033-ee3add3a0b1c"}},
			"sourced v0.0.0-20261130122033-ee3add3a0b1c\ncommit ee3add3a0b1c\ngo1.26.8" + platform},
		{"pseudo-version after a tag", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.1-0.20261130122033-ee3add3a0b1c"}},
			"sourced v1.2.1-0.20261130122033-ee3add3a0b1c\ncommit ee3add3a0b1c\ngo1.26.8" + platform},
		{"go build in a checkout: the stamped revision wins",
			&debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.0.0-20261130122033-ee3add3a0b1c+dirty"},
				Settings: vcs("vcs.revision", "ee3add3a0b1c9d8e7f60", "vcs.time", "2026-11-30T12:20:33Z", "vcs.modified", "true")},
			"sourced v0.0.0-20261130122033-ee3add3a0b1c+dirty\ncommit ee3add3a0b1c9d8e7f60 (2026-11-30T12:20:33Z, modified)\ngo1.26.8" + platform},
		{"+dirty alone says modified", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261130122033-ee3add3a0b1c+dirty"}},
			"sourced v0.0.0-20261130122033-ee3add3a0b1c+dirty\ncommit ee3add3a0b1c (modified)\n" + runtime.Version() + platform},
		{"devel build with vcs stamps", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"},
			Settings: vcs("vcs.revision", "abc", "vcs.modified", "false")},
			"sourced (devel)\ncommit abc\ngo1.26.8" + platform},
		{"a tag that only looks pseudo is not", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.0.0-rc1"}},
			"sourced v1.0.0-rc1\ncommit unknown\ngo1.26.8" + platform},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := describeBuild(tt.info).String(); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}
