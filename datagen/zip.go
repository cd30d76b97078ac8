package datagen

import (
	"cmp"
	"slices"
	"strings"
)

// ZIPFile pairs every ZIP Code Tabulation Area with each county it touches (see data/README.md).
const ZIPFile = "zcta_county_2020.csv"

// ZIPPathPrefix is the folder of the ZIP pieces: /api/zip/902 holds every ZIP starting with 902.
const ZIPPathPrefix = "zip/"

// zipPrefixLen is how many leading digits name a piece: 3 gives about 900 pieces of at most a few
// kilobytes, so a lookup costs one small request and the page never loads the whole table.
const zipPrefixLen = 3

// ZIPRow is one line of zcta_county_2020.csv.
type ZIPRow struct {
	ZCTA       string
	CountyFIPS string
}

// decodeRecord takes the row's fields directly; see recordDecoder.
func (r *ZIPRow) decodeRecord(rec []string, columns map[string]int) {
	r.ZCTA, r.CountyFIPS = rec[columns["zcta"]], rec[columns["county_fips"]]
}

var zipColumns = []string{"zcta", "county_fips"}

// ZIPCounties is a ZIP and the counties it touches, in FIPS order.
type ZIPCounties struct {
	ZIP      string
	Counties []string
}

// checkZIPs checks the ZIP file against the national county list and returns the ZIPs with their
// counties. A pair with a bad value is left out, so the rest can still be checked. The problems
// are listed in line order.
func checkZIPs(t *Table[ZIPRow], known map[string]NationalCounty, nationalFile string) ([]ZIPCounties, ErrorList) {
	var errs ErrorList
	if len(t.Rows) == 0 {
		errs = append(errs, Problem{File: t.File, Message: "has no rows; add a line per ZIP and county it touches"})
	}
	pairs := make([]zipPair, 0, len(t.Rows))
	for i, r := range t.Rows {
		zipOK := isDigits(r.ZCTA, 5)
		if !zipOK {
			errs = append(errs, t.problem(i, "zcta", "%q must be 5 digits", r.ZCTA))
		}
		switch {
		case !CountyGeography.IsID(r.CountyFIPS):
			errs = append(errs, t.problem(i, "county_fips", "%q must be %d digits", r.CountyFIPS, CountyGeography.IDLength))
		case !isKnown(known, r.CountyFIPS):
			errs = append(errs, t.problem(i, "county_fips", "%q is not a county of %s", r.CountyFIPS, nationalFile))
		case zipOK:
			pairs = append(pairs, zipPair{zip: r.ZCTA, fips: r.CountyFIPS, row: i})
		}
	}
	zips, repeats := groupZIPs(t, pairs)
	if len(repeats) > 0 {
		errs = append(errs, repeats...)
		slices.SortStableFunc(errs, func(a, b Problem) int { return cmp.Compare(a.Line, b.Line) })
	}
	return zips, errs
}

// zipPair is a pair of the ZIP file whose values are good, and its row.
type zipPair struct {
	zip, fips string
	row       int
}

// groupZIPs gives each ZIP its counties and reports a pair repeated on a later line. Sorted by ZIP,
// county and row, a ZIP's counties follow one another in FIPS order and a repeat comes right after
// its pair's first line, so no map is needed; the file comes in that order, which the sort sees in
// linear time.
func groupZIPs(t *Table[ZIPRow], pairs []zipPair) ([]ZIPCounties, ErrorList) {
	slices.SortFunc(pairs, func(a, b zipPair) int {
		return cmp.Or(strings.Compare(a.zip, b.zip), strings.Compare(a.fips, b.fips), cmp.Compare(a.row, b.row))
	})
	var (
		zips     = make([]ZIPCounties, 0, len(pairs)) // at most a ZIP per pair
		repeats  ErrorList
		counties = make([]string, 0, len(pairs)) // every ZIP's counties, one ZIP after another
	)
	for len(pairs) > 0 {
		n := 1
		for n < len(pairs) && pairs[n].zip == pairs[0].zip {
			n++
		}
		start, first := len(counties), 0
		for k, p := range pairs[:n] {
			if k > 0 && p.fips == pairs[first].fips {
				repeats = append(repeats, t.problem(p.row, "county_fips", "%q is already paired with ZIP %q on line %d",
					p.fips, p.zip, t.Line(pairs[first].row, "county_fips")))
				continue
			}
			first = k
			counties = append(counties, p.fips)
		}
		// The full slice expression keeps an append to one ZIP's counties off the next ZIP's.
		zips = append(zips, ZIPCounties{ZIP: pairs[0].zip, Counties: counties[start:len(counties):len(counties)]})
		pairs = pairs[n:]
	}
	return zips, repeats
}

// selectZIPs keeps the counties of the kept states and drops a ZIP left with none, so a CA-only
// build answers a New York ZIP as unknown rather than offering a county it does not have.
func selectZIPs(m *Model, keep func(fips string) bool) {
	kept := m.ZIPs[:0]
	for _, z := range m.ZIPs {
		z.Counties = slices.DeleteFunc(z.Counties, func(fips string) bool { return !keep(fips) })
		if len(z.Counties) > 0 {
			kept = append(kept, z)
		}
	}
	m.ZIPs = kept
}
