// Package counties is what the county downloads share: where a county's name, code and point come
// from, the patterns of its codes, and the meaning of each column that names it.
package counties

import "github.com/pd-riskmap/riskmap/datagen/internal/geography"

// Source is the source of the county names, codes and points of the downloads.
const Source = "US Census Bureau, cartographic boundary files 2017 (via us-atlas 3.0.1)"

// Patterns of the downloads' codes: a county's FIPS code is the county geography's id.
var FIPSPattern = geography.County.IDPattern

const StatePattern = "^[A-Z]{2}$"

// The meanings of the columns that name a county, said in Spanish through data/translations_es.csv
// (Texts).
const (
	MeaningFIPS      = "5-digit county FIPS code"
	MeaningName      = "county name"
	MeaningStateCode = "2-letter state postal code"
)

// Texts are the meanings above, which data/translations_es.csv must translate.
var Texts = []string{MeaningFIPS, MeaningName, MeaningStateCode}
