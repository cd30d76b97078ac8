package datagen

import (
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/zips"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
)

// ZIPRow is one line of zcta_county_2020.csv (package internal/pipe/zips, which checks it).
type ZIPRow struct {
	ZCTA       string
	CountyFIPS string
}

// decodeRecord takes the row's fields directly; see recordDecoder.
func (r *ZIPRow) decodeRecord(rec []string, columns map[string]int) {
	r.ZCTA, r.CountyFIPS = rec[columns["zcta"]], rec[columns["county_fips"]]
}

// checkZIPs hands the ZIP file's rows to the product's checks, with the national county list.
func checkZIPs(t *Table[ZIPRow], known map[string]NationalCounty, nationalFile string) ([]zips.ZIP, ErrorList) {
	rows := zips.Rows{File: t.File, Len: len(t.Rows), Line: t.Line,
		Pair: func(i int) zips.Pair { return zips.Pair{ZCTA: t.Rows[i].ZCTA, County: t.Rows[i].CountyFIPS} }}
	return zips.Check(rows, zips.Counties{IsID: geography.County.IsID, IDLength: geography.County.IDLength,
		Known: func(fips string) bool { return isKnown(known, fips) }, File: nationalFile})
}
