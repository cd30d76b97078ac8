package datagen

import (
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
)

// ReferenceLevelsFile holds the levels a layer's figures are read against (the county report draws
// them on its PM2.5 chart): a standard or guideline in the layer's unit, who set it and when, where
// it is published, and the years it applies to.
const ReferenceLevelsFile = "reference_levels.csv"

// ReferenceLevelRow is one line of exposures/reference_levels.csv.
type ReferenceLevelRow struct {
	Factor    string `csv:"factor"`
	Level     string `csv:"level"`
	Label     string `csv:"label"`
	Since     string `csv:"since"`
	Publisher string `csv:"publisher"`
	Title     string `csv:"title"`
	URL       string `csv:"url"`
	Note      string `csv:"note"`
}

var referenceLevelColumns = csvColumns[ReferenceLevelRow]()

// Years a reference level may take effect in.
const (
	firstReferenceYear = 1900
	lastReferenceYear  = 2100
)

// checkReferenceLevels checks exposures/reference_levels.csv: a known factor, a level above 0, a
// year, the texts and the address. It returns each factor's levels in file order.
func checkReferenceLevels(t *Table[ReferenceLevelRow], factorsFile string, factorIDs map[string]bool) (map[string][]environmental.ReferenceLevel, ErrorList) {
	var errs ErrorList
	levels := map[string][]environmental.ReferenceLevel{}
	for i, r := range t.Rows {
		n := len(errs)
		if !factorIDs[r.Factor] {
			errs = append(errs, t.Problem(i, "factor", "%q is not a factor id in %s", r.Factor, factorsFile))
		}
		if v, ok := pipe.ParseDecimal(r.Level); !ok || v <= 0 {
			errs = append(errs, t.Problem(i, "level", "%q must be a plain decimal above 0, in the layer's unit", r.Level))
		}
		errs = pipe.CheckText(errs, t, i, "label", r.Label)
		since, ok := parseCount(r.Since)
		if !ok || since < firstReferenceYear || since > lastReferenceYear {
			errs = append(errs, t.Problem(i, "since", "%q must be a year from %d to %d", r.Since, firstReferenceYear, lastReferenceYear))
		}
		errs = pipe.CheckText(errs, t, i, "publisher", r.Publisher)
		errs = pipe.CheckText(errs, t, i, "title", r.Title)
		errs = checkURL(errs, t, i, "url", r.URL)
		errs = pipe.CheckText(errs, t, i, "note", r.Note)
		if len(errs) == n {
			levels[r.Factor] = append(levels[r.Factor], environmental.ReferenceLevel{Level: r.Level, Label: r.Label, Since: since,
				Publisher: r.Publisher, Title: r.Title, URL: r.URL, Note: r.Note})
		}
	}
	return levels, errs
}
