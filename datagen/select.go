package datagen

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/zips"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
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
	for _, code := range codes {
		if !m.StateCodes[code] {
			return fmt.Errorf("state %q is not a code in %s", code, m.StatesFile)
		}
	}
	counties, empty := keepStates(m.Counties, codes, func(c demo.County) string { return c.StateCode })
	if len(empty) > 0 {
		return fmt.Errorf("%s has no counties of %s; run riskmap import to add them", m.CountiesFile, strings.Join(empty, ", "))
	}
	m.Counties = counties
	m.Measured, _ = keepStates(m.Measured, codes, func(c MeasuredCounty) string { return c.StateCode })
	selected := make(map[string]bool, len(codes))
	for _, code := range codes {
		selected[code] = true
	}
	inSelected := func(fips string) bool { return selected[m.NationalByFIPS[fips].StateCode] }
	m.ZIPs = zips.Select(m.ZIPs, inSelected)
	m.SearchCounties, _ = keepStates(m.SearchCounties, codes, func(c NationalCounty) string { return c.StateCode })
	m.PM25ByYear, _ = keepStates(m.PM25ByYear, codes, func(y figures.YearFigure) string { return m.NationalByFIPS[y.FIPS].StateCode })
	selectTracts(m, inSelected)
	m.Compounds.Select(inSelected)
	return nil
}

// selectTracts keeps the census tracts of the kept counties, their outlines and the locators that find
// them: a build of other states writes no tract files, and its manifest names no county with tracts.
func selectTracts(m *Model, keepCounty func(fips string) bool) {
	m.Tracts = slices.DeleteFunc(slices.Clone(m.Tracts), func(t tracts.Tract) bool { return !keepCounty(geography.Tract.Parent(t.ID)) })
	if m.TractShapes != nil {
		m.TractShapes = m.TractShapes.Subset(func(s topology.Shape) bool { return keepCounty(geography.Tract.Parent(s.ID)) })
	}
	maps.DeleteFunc(m.TractsAt, func(fips string, _ AreaLocator) bool { return !keepCounty(fips) })
}

// keepStates returns the items whose state code is one of codes, in their order, and the codes that
// none of them has; no codes keeps every item. The kept items go into a new slice, so items is left
// as it was for the caller to replace or keep.
func keepStates[T any](items []T, codes []string, stateOf func(T) string) (kept []T, empty []string) {
	if len(codes) == 0 {
		return items, nil
	}
	counts := make(map[string]int, len(codes))
	for _, code := range codes {
		counts[code] = 0
	}
	for _, item := range items {
		code := stateOf(item)
		if n, ok := counts[code]; ok {
			counts[code] = n + 1
			kept = append(kept, item)
		}
	}
	for _, code := range codes {
		if counts[code] == 0 {
			empty = append(empty, code)
		}
	}
	return kept, empty
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
