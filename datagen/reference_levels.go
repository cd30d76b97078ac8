package datagen

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

// ReferenceLevel is a level of a layer's measured figure. Level is the figure as the publisher
// writes it ("9.0"), a plain decimal in the layer's unit; Since is the year it took effect, and
// Note says what it applied to before and how it is meant to be read. Label and Note are said in
// Spanish in the Spanish files; the publisher and the document's title are names.
type ReferenceLevel struct {
	Level     string `json:"level"`
	Label     string `json:"label"`
	Since     int    `json:"since"`
	Publisher string `json:"publisher"`
	Title     string `json:"title"`
	URL       string `json:"url"`
	Note      string `json:"note"`
}

// Years a reference level may take effect in.
const (
	firstReferenceYear = 1900
	lastReferenceYear  = 2100
)

// checkReferenceLevels checks exposures/reference_levels.csv: a known factor, a level above 0, a
// year, the texts and the address. It returns each factor's levels in file order.
func checkReferenceLevels(t *Table[ReferenceLevelRow], factorsFile string, factorIDs map[string]bool) (map[string][]ReferenceLevel, ErrorList) {
	var errs ErrorList
	levels := map[string][]ReferenceLevel{}
	for i, r := range t.Rows {
		n := len(errs)
		if !factorIDs[r.Factor] {
			errs = append(errs, t.problem(i, "factor", "%q is not a factor id in %s", r.Factor, factorsFile))
		}
		if v, ok := parseDecimal(r.Level); !ok || v <= 0 {
			errs = append(errs, t.problem(i, "level", "%q must be a plain decimal above 0, in the layer's unit", r.Level))
		}
		errs = checkText(errs, t, i, "label", r.Label)
		since, ok := parseCount(r.Since)
		if !ok || since < firstReferenceYear || since > lastReferenceYear {
			errs = append(errs, t.problem(i, "since", "%q must be a year from %d to %d", r.Since, firstReferenceYear, lastReferenceYear))
		}
		errs = checkText(errs, t, i, "publisher", r.Publisher)
		errs = checkText(errs, t, i, "title", r.Title)
		errs = checkURL(errs, t, i, "url", r.URL)
		errs = checkText(errs, t, i, "note", r.Note)
		if len(errs) == n {
			levels[r.Factor] = append(levels[r.Factor], ReferenceLevel{Level: r.Level, Label: r.Label, Since: since,
				Publisher: r.Publisher, Title: r.Title, URL: r.URL, Note: r.Note})
		}
	}
	return levels, errs
}
