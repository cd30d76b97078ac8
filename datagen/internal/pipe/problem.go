package pipe

import (
	"fmt"
	"strings"
)

// Problem is one thing wrong with the source data, located as precisely as the data allows.
type Problem struct {
	File    string // path as given, joined with the file name: data/counties.csv
	Line    int    // 1-based line of the field; 0 when the problem is about the whole file
	Column  string // column name; empty when the problem is about the whole row or file
	Message string
}

// String prints the problem the way compilers do, so editors can jump to it:
// data/counties.csv:12: latitude: "abc" is not a number.
func (p Problem) String() string {
	var b strings.Builder
	b.WriteString(p.File)
	if p.Line > 0 {
		fmt.Fprintf(&b, ":%d", p.Line)
	}
	b.WriteString(": ")
	if p.Column != "" {
		b.WriteString(p.Column)
		b.WriteString(": ")
	}
	b.WriteString(p.Message)
	return b.String()
}

// Text is a text of the data folder that the Spanish files say in Spanish, where it is: a product's
// texts the translations must hold.
type Text struct {
	File    string
	Line    int
	Column  string
	English string
}

// Problems is every problem found in one run, file by file and row by row; it is an error when non-empty.
type Problems []Problem

func (l Problems) Error() string {
	lines := make([]string, len(l))
	for i, p := range l {
		lines[i] = p.String()
	}
	return strings.Join(lines, "\n")
}

// Err returns the list as an error, or nil when there are no problems.
func (l Problems) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}
