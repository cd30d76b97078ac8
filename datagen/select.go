package datagen

import (
	"fmt"
	"strings"
)

// SelectStates keeps only the counties of the given state codes, so a build can cover fewer states
// than counties.csv holds. No codes means every county. It fails on a code that states.csv lacks or
// that has no county, since either is almost surely a typo that would ship an empty map.
func SelectStates(ds *DataSet, codes []string) error {
	if len(codes) == 0 {
		return nil
	}
	known := make(map[string]bool, len(ds.States.Rows))
	for _, s := range ds.States.Rows {
		known[s.Code] = true
	}
	want := make(map[string]int, len(codes))
	for _, code := range codes {
		if !known[code] {
			return fmt.Errorf("state %q is not a code in %s", code, ds.States.File)
		}
		want[code] = 0
	}
	t := ds.Counties
	rows, lines := t.Rows[:0:0], t.lines[:0:0]
	for i, r := range t.Rows {
		if _, ok := want[r.StateCode]; ok {
			want[r.StateCode]++
			rows = append(rows, r)
			lines = append(lines, t.lines[i])
		}
	}
	var empty []string
	for _, code := range codes {
		if want[code] == 0 {
			empty = append(empty, code)
		}
	}
	if len(empty) > 0 {
		return fmt.Errorf("%s has no counties of %s; run riskmap import to add them", t.File, strings.Join(empty, ", "))
	}
	t.Rows, t.lines = rows, lines
	return nil
}

// ParseStates splits a --states value such as "CA,fl" into upper-case codes; "" and "all" mean all.
func ParseStates(value string) []string {
	if strings.EqualFold(strings.TrimSpace(value), "all") {
		return nil
	}
	var codes []string
	seen := map[string]bool{}
	for _, f := range strings.FieldsFunc(value, func(r rune) bool { return r == ',' || r == ' ' }) {
		code := strings.ToUpper(f)
		if !seen[code] {
			seen[code] = true
			codes = append(codes, code)
		}
	}
	return codes
}
