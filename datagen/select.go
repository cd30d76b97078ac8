package datagen

import (
	"fmt"
	"slices"
	"strings"
)

// SelectStates keeps only the counties of the given state codes, so a build can cover fewer states
// than the data folder holds: the Demo view's counties and the measured ones alike (whose
// percentiles stay national, since measure ranked them before). No codes means every county. It
// fails on a code that states.csv lacks or that counties.csv has no county of, since either is
// almost surely a typo that would ship an empty map.
func SelectStates(m *Model, codes []string) error {
	if len(codes) == 0 {
		return nil
	}
	want := make(map[string]int, len(codes))
	for _, code := range codes {
		if !m.StateCodes[code] {
			return fmt.Errorf("state %q is not a code in %s", code, m.StatesFile)
		}
		want[code] = 0
	}
	counties := slices.DeleteFunc(slices.Clone(m.Counties), func(c County) bool {
		_, ok := want[c.StateCode]
		if ok {
			want[c.StateCode]++
		}
		return !ok
	})
	var empty []string
	for _, code := range codes {
		if want[code] == 0 {
			empty = append(empty, code)
		}
	}
	if len(empty) > 0 {
		return fmt.Errorf("%s has no counties of %s; run riskmap import to add them", m.CountiesFile, strings.Join(empty, ", "))
	}
	m.Counties = counties
	m.Measured = slices.DeleteFunc(m.Measured, func(c MeasuredCounty) bool { _, ok := want[c.StateCode]; return !ok })
	stateOf := make(map[string]string, len(m.National))
	for _, c := range m.National {
		stateOf[c.FIPS] = c.StateCode
	}
	selectZIPs(m, func(fips string) bool { _, ok := want[stateOf[fips]]; return ok })
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
