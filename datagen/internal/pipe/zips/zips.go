// Package zips is the ZIP product: which counties each ZIP Code Tabulation Area touches, from
// zcta_county_2020.csv (see data/README.md), in pieces by first digits, so a search for a ZIP costs
// one small request and the page never loads the whole table. It owns the file's checks (Check),
// the kept states' selection (Select) and its files (Pipe); datagen reads the file with the rest of
// the data folder, so its problems are listed with theirs, and hands Check its rows.
package zips

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// File pairs every ZIP Code Tabulation Area with each county it touches.
const File = "zcta_county_2020.csv"

// Columns are the file's columns.
var Columns = []string{"zcta", "county_fips"}

// PathPrefix is the folder of the pieces: /api/zip/902 holds every ZIP starting with 902.
const PathPrefix = "zip/"

// prefixLen is how many leading digits name a piece: 3 gives about 900 pieces of at most a few
// kilobytes.
const prefixLen = 3

// Pair is a line of the file: a ZIP and a county it touches.
type Pair struct{ ZCTA, County string }

// ZIP is a ZIP and the counties it touches, in FIPS order.
type ZIP struct {
	ZIP      string
	Counties []string
}

// Rows is the file as the generator read it: its pairs in file order, and where each field is.
type Rows struct {
	File string
	Len  int
	Pair func(row int) Pair
	Line func(row int, column string) int // the line a row's field starts on
}

func (r Rows) problem(i int, column, format string, args ...any) pipe.Problem {
	return pipe.Problem{File: r.File, Line: r.Line(i, column), Column: column, Message: fmt.Sprintf(format, args...)}
}

// Counties is what Check knows of the counties: their code's form and the national list.
type Counties struct {
	IsID     func(fips string) bool
	IDLength int
	Known    func(fips string) bool
	File     string // the national list's, named in a problem
}

// Check checks the file against the national county list and returns the ZIPs with their
// counties, in ZIP order. A pair with a bad value is left out, so the rest can still be checked.
// The problems are listed in line order.
func Check(rows Rows, counties Counties) ([]ZIP, pipe.Problems) {
	var errs pipe.Problems
	if rows.Len == 0 {
		errs = append(errs, pipe.Problem{File: rows.File, Message: "has no rows; add a line per ZIP and county it touches"})
	}
	pairs := make([]pair, 0, rows.Len)
	for i := range rows.Len {
		r := rows.Pair(i)
		zipOK := pipe.IsDigits(r.ZCTA, 5)
		if !zipOK {
			errs = append(errs, rows.problem(i, "zcta", "%q must be 5 digits", r.ZCTA))
		}
		switch {
		case !counties.IsID(r.County):
			errs = append(errs, rows.problem(i, "county_fips", "%q must be %d digits", r.County, counties.IDLength))
		case !counties.Known(r.County):
			errs = append(errs, rows.problem(i, "county_fips", "%q is not a county of %s", r.County, counties.File))
		case zipOK:
			pairs = append(pairs, pair{zip: r.ZCTA, fips: r.County, row: i})
		}
	}
	zips, repeats := group(rows, pairs)
	if len(repeats) > 0 {
		errs = append(errs, repeats...)
		slices.SortStableFunc(errs, func(a, b pipe.Problem) int { return cmp.Compare(a.Line, b.Line) })
	}
	return zips, errs
}

// pair is a pair of the file whose values are good, and its row.
type pair struct {
	zip, fips string
	row       int
}

// group gives each ZIP its counties and reports a pair repeated on a later line. Sorted by ZIP,
// county and row, a ZIP's counties follow one another in FIPS order and a repeat comes right after
// its pair's first line, so no map is needed; the file comes in that order, which the sort sees in
// linear time.
func group(rows Rows, pairs []pair) ([]ZIP, pipe.Problems) {
	slices.SortFunc(pairs, func(a, b pair) int {
		return cmp.Or(strings.Compare(a.zip, b.zip), strings.Compare(a.fips, b.fips), cmp.Compare(a.row, b.row))
	})
	var (
		zips     = make([]ZIP, 0, len(pairs)) // at most a ZIP per pair
		repeats  pipe.Problems
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
				repeats = append(repeats, rows.problem(p.row, "county_fips", "%q is already paired with ZIP %q on line %d",
					p.fips, p.zip, rows.Line(pairs[first].row, "county_fips")))
				continue
			}
			first = k
			counties = append(counties, p.fips)
		}
		// The full slice expression keeps an append to one ZIP's counties off the next ZIP's.
		zips = append(zips, ZIP{ZIP: pairs[0].zip, Counties: counties[start:len(counties):len(counties)]})
		pairs = pairs[n:]
	}
	return zips, repeats
}

// Select keeps the counties of the kept states and drops a ZIP left with none, so a CA-only build
// answers a New York ZIP as unknown rather than offering a county it does not have.
func Select(zips []ZIP, keep func(fips string) bool) []ZIP {
	kept := zips[:0]
	for _, z := range zips {
		z.Counties = slices.DeleteFunc(z.Counties, func(fips string) bool { return !keep(fips) })
		if len(z.Counties) > 0 {
			kept = append(kept, z)
		}
	}
	return kept
}
