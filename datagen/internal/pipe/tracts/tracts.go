// Package tracts is the census tracts' product: their figures, one file per county
// (/api/tract/figures/06019), and every tract in one CSV download (/api/export/tracts) and the tract
// workbook's sheet, with CalEnviroScreen 4.0's values and the California percentiles OEHHA publishes
// beside them (data/ces4/SOURCE.md). It reads its files (ReadAside) and checks them (Check) against
// what datagen knows of the counties and factors; datagen hands the pipe the checked tracts with
// what their files share with the counties' files (Give). riskmap import has it prepare the
// outlines it reads (Prepare).
package tracts

import (
	"cmp"
	"slices"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// Tract is a census tract of the results with its figures, one per Layer.
type Tract struct {
	Line       int    // of the results file
	ID         string // 11-digit GEOID, as CalEnviroScreen numbers it
	County     string // the name of its county, as the results give it
	Population int
	ZIP        string
	Location   string
	Lat, Lon   float64
	Figures    []Figure
}

// Figure is a tract's value of one column and its California percentile, NaN where the results
// leave it empty (no data).
type Figure struct {
	Value, Percentile float64
}

// Layer is a column of the results shown on a layer, with its unit and years: a factor's first
// column is its figure, the others are shown beside it.
type Layer struct {
	Factor, Column, Unit, Years string
}

// ScoreLayer is a layer of the counties' combined score, by its factor, with its weight.
type ScoreLayer struct {
	Factor string
	Weight float64
}

// Product is the checked tracts and what their files share with the counties'.
type Product struct {
	Source pipe.Source // the row of exposures/sources.csv with SourceID
	Tracts []Tract     // in GEOID order (ByID)
	Layers []Layer     // the columns of each tract's figures
	Names  map[string]Naming
	// Score is the counties' combined score's layers in their order, which a tract's score is over.
	Score        []ScoreLayer
	ScoreHeading string            // the tract geography's word for its score (data/geographies.csv)
	FactorNames  map[string]string // each factor's name by its id
	// CountyFields are the counties' download columns of a county's code and name, which a tract's
	// row gives for its county; ScoreColumn is their combined score's column, which the tract's takes.
	CountyFields []pipe.Field
	ScoreColumn  string
}

// ByID is tracts in GEOID order, which is county order: a county's tracts are together.
func ByID(tracts []Tract) []Tract {
	sorted := slices.Clone(tracts)
	slices.SortFunc(sorted, func(a, b Tract) int { return cmp.Compare(a.ID, b.ID) })
	return sorted
}

// Counties lists the counties of the tracts, each once: the counties that have tract files.
func (p Product) Counties() []string {
	var counties []string
	for _, t := range p.Tracts {
		if county := geography.Tract.Parent(t.ID); len(counties) == 0 || counties[len(counties)-1] != county {
			counties = append(counties, county)
		}
	}
	return counties
}

// Code is the last six digits of a GEOID, the tract within its county.
func Code(geoid string) string { return geoid[geography.Tract.ParentIDLength:] }

// Name is the tract's number as Census writes it, the name people know it by: the last six digits
// of its GEOID as four and two decimals, without leading zeros or a decimal part of 00
// (06019001000 is tract 10, 06037204920 tract 2049.20).
func Name(geoid string) string {
	code := Code(geoid)
	whole := strings.TrimLeft(code[:4], "0")
	if whole == "" {
		whole = "0"
	}
	if part := code[4:]; part != "00" {
		return whole + "." + part
	}
	return whole
}
