package datagen

import (
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

// checkZIPs checks the ZIP file against the national county list and returns each ZIP's counties
// in FIPS order. A pair with a bad value is left out, so the rest can still be checked.
func checkZIPs(t *Table[ZIPRow], known map[string]bool, nationalFile string) (map[string][]string, ErrorList) {
	var errs ErrorList
	zips := make(map[string][]string, len(t.Rows))
	if len(t.Rows) == 0 {
		errs = append(errs, Problem{File: t.File, Message: "has no rows; add a line per ZIP and county it touches"})
	}
	pairs := make(map[[2]string]int, len(t.Rows))
	for i, r := range t.Rows {
		zipOK := isDigits(r.ZCTA, 5)
		if !zipOK {
			errs = append(errs, t.problem(i, "zcta", "%q must be 5 digits", r.ZCTA))
		}
		switch {
		case !isDigits(r.CountyFIPS, 5):
			errs = append(errs, t.problem(i, "county_fips", "%q must be 5 digits", r.CountyFIPS))
		case !known[r.CountyFIPS]:
			errs = append(errs, t.problem(i, "county_fips", "%q is not a county of %s", r.CountyFIPS, nationalFile))
		case !zipOK:
		default:
			pair := [2]string{r.ZCTA, r.CountyFIPS}
			if j, dup := pairs[pair]; dup {
				errs = append(errs, t.problem(i, "county_fips", "%q is already paired with ZIP %q on line %d",
					r.CountyFIPS, r.ZCTA, t.Line(j, "county_fips")))
				continue
			}
			pairs[pair] = i
			zips[r.ZCTA] = append(zips[r.ZCTA], r.CountyFIPS)
		}
	}
	for _, counties := range zips {
		slices.Sort(counties)
	}
	return zips, errs
}

// selectZIPs keeps the counties of the kept states and drops a ZIP left with none, so a CA-only
// build answers a New York ZIP as unknown rather than offering a county it does not have.
func selectZIPs(m *Model, keep func(fips string) bool) {
	for zip, counties := range m.ZIPs {
		counties = slices.DeleteFunc(counties, func(fips string) bool { return !keep(fips) })
		if len(counties) == 0 {
			delete(m.ZIPs, zip)
		} else {
			m.ZIPs[zip] = counties
		}
	}
}

// ZIPPiece is /api/zip/<prefix>: the ZIPs starting with Prefix and the counties they name.
type ZIPPiece struct {
	Prefix   string               `json:"-"`
	ZIPs     map[string][]string  `json:"zips"`
	Counties map[string]ZIPCounty `json:"counties"`
}

// ZIPCounty names a county of a piece, so the page can say where a ZIP is even when its county is
// not in the view it has loaded.
type ZIPCounty struct {
	Name  string `json:"name"`
	State string `json:"state"`
}

// zipPieces groups the ZIPs by prefix, in prefix order; encoding/json sorts each piece's keys.
func zipPieces(m *Model) []ZIPPiece {
	names := make(map[string]ZIPCounty, len(m.National))
	for _, c := range m.National {
		names[c.FIPS] = ZIPCounty{Name: c.Name, State: c.State}
	}
	byPrefix := map[string]*ZIPPiece{}
	for zip, counties := range m.ZIPs {
		prefix := zip[:zipPrefixLen]
		p, ok := byPrefix[prefix]
		if !ok {
			p = &ZIPPiece{Prefix: prefix, ZIPs: map[string][]string{}, Counties: map[string]ZIPCounty{}}
			byPrefix[prefix] = p
		}
		p.ZIPs[zip] = counties
		for _, fips := range counties {
			p.Counties[fips] = names[fips]
		}
	}
	pieces := make([]ZIPPiece, 0, len(byPrefix))
	for _, p := range byPrefix {
		pieces = append(pieces, *p)
	}
	slices.SortFunc(pieces, func(a, b ZIPPiece) int { return strings.Compare(a.Prefix, b.Prefix) })
	return pieces
}

// encodeZIPPieces renders each piece as compact JSON at zip/<prefix>.
func encodeZIPPieces(pieces []ZIPPiece) ([]OutputFile, error) {
	files := make([]OutputFile, len(pieces))
	for i, p := range pieces {
		data, err := encodeCompactJSON(p)
		if err != nil {
			return nil, err
		}
		files[i] = OutputFile{Path: ZIPPathPrefix + p.Prefix, Data: data}
	}
	return files, nil
}
