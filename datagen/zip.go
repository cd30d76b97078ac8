package datagen

import "slices"

// ZIPFile pairs every ZIP Code Tabulation Area with each county it touches (see data/README.md).
const ZIPFile = "zcta_county_2020.csv"

// ZIPPathPrefix is the folder of the ZIP pieces: /api/zip/902 holds every ZIP starting with 902.
const ZIPPathPrefix = "zip/"

// zipPrefixLen is how many leading digits name a piece: 3 gives about 900 pieces of at most a few
// kilobytes, so a lookup costs one small request and the page never loads the whole table.
const zipPrefixLen = 3

// zipPrefixes is how many prefixes of zipPrefixLen digits there are.
const zipPrefixes = 1000

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
