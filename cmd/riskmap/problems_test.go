package main

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen"
)

func problemList(n int) datagen.ErrorList {
	list := make(datagen.ErrorList, n)
	for i := range list {
		list[i] = datagen.Problem{File: "data/counties.csv", Line: i + 2, Column: "fips", Message: "bad"}
	}
	return list
}

func problemLines(from, to int) string {
	var b strings.Builder
	for line := from; line <= to; line++ {
		fmt.Fprintf(&b, "data/counties.csv:%d: fips: bad\n", line)
	}
	return b.String()
}

func TestPrintProblems(t *testing.T) {
	tests := []struct {
		name   string
		err    error
		stderr string
	}{
		{"one", problemList(1), problemLines(2, 2) + "riskmap: 1 problem in data/; build/ left unchanged\n"},
		{"exactly the most printed", problemList(100), problemLines(2, 101) + "riskmap: 100 problems in data/; build/ left unchanged\n"},
		{"one more", problemList(101), problemLines(2, 101) + "... and 1 more\nriskmap: 101 problems in data/; build/ left unchanged\n"},
		{"a file wrong throughout", problemList(199000), problemLines(2, 101) + "... and 198900 more\nriskmap: 199000 problems in data/; build/ left unchanged\n"},
		{"wrapped by a stage", fmt.Errorf("validate: %w", problemList(102)), problemLines(2, 101) + "... and 2 more\nriskmap: 102 problems in data/; build/ left unchanged\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var errOut bytes.Buffer
			err := printProblems(&streams{ErrOut: &errOut}, tt.err, "data/", "build/")
			var silent *silentError
			if !errors.As(err, &silent) {
				t.Errorf("error = %v, want it silenced", err)
			}
			if errOut.String() != tt.stderr {
				t.Errorf("stderr =\n%s\nwant\n%s", tail(errOut.String()), tail(tt.stderr))
			}
		})
	}
}

// tail is the end of a long output, where the two lines under test are.
func tail(s string) string {
	return s[max(0, len(s)-200):]
}

func TestPrintProblemsOtherErrors(t *testing.T) {
	var errOut bytes.Buffer
	want := errors.New("write: disk full")
	if err := printProblems(&streams{ErrOut: &errOut}, want, "data/", "build/"); err != want || errOut.Len() != 0 {
		t.Errorf("err = %v, stderr %q: want the error returned unprinted", err, errOut.String())
	}
}
