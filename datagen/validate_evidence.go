package datagen

import (
	"regexp"
	"strconv"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/studies"
)

// doiForm is a DOI as Crossref issues them: "10.", a registrant code of 4 to 9 digits, "/" and a
// suffix without spaces. The page links it as https://doi.org/<doi>, so a URL or "doi:" prefix is
// a mistake.
var doiForm = regexp.MustCompile(`^10\.[0-9]{4,9}/[^\s]+$`)

// checkStudies checks the studies file: layer a factor id of factors.csv or the sites' layer, year 4 digits, doi of
// DOI form and each DOI once, every text field present, null_result and hypothesis true or false. It returns the
// studies in file order.
func checkStudies(t *Table[StudyRow], factorsFile string, factorIDs map[string]bool) ([]studies.Study, ErrorList) {
	var errs ErrorList
	checked := make([]studies.Study, 0, len(t.Rows))
	dois := pipe.NewSeen(t, "doi")
	if len(t.Rows) == 0 {
		errs = append(errs, Problem{File: t.File, Message: "has no rows; add a line per study"})
	}
	for i, r := range t.Rows {
		before := len(errs)
		if !factorIDs[r.Layer] && r.Layer != sites.LayerID {
			errs = append(errs, t.Problem(i, "layer", "%q is not a factor id in %s nor %s, the Superfund sites' layer", r.Layer, factorsFile, sites.LayerID))
		}
		errs = pipe.CheckText(errs, t, i, "authors", r.Authors)
		year, err := strconv.Atoi(r.Year)
		if !pipe.IsDigits(r.Year, 4) || err != nil {
			errs = append(errs, t.Problem(i, "year", "%q must be a year of 4 digits", r.Year))
		}
		errs = pipe.CheckText(errs, t, i, "journal", r.Journal)
		if !doiForm.MatchString(r.DOI) {
			errs = append(errs, t.Problem(i, "doi", "%q is not a DOI such as 10.1093/aje/kwp006 (no https://doi.org/ before it)", r.DOI))
		} else {
			errs = dois.Check(errs, i, r.DOI)
		}
		errs = pipe.CheckText(errs, t, i, "design", r.Design)
		errs = pipe.CheckText(errs, t, i, "population", r.Population)
		errs = pipe.CheckText(errs, t, i, "finding", r.Finding)
		var nullResult bool
		nullResult, errs = pipe.CheckBool(errs, t, i, "null_result", r.NullResult)
		var hypothesis bool
		hypothesis, errs = pipe.CheckBool(errs, t, i, "hypothesis", r.Hypothesis)
		if len(errs) == before {
			checked = append(checked, studies.Study{Layer: r.Layer, Authors: r.Authors, Year: year, Journal: r.Journal, DOI: r.DOI,
				Design: r.Design, Population: r.Population, Finding: r.Finding, NullResult: nullResult,
				Hypothesis: hypothesis})
		}
	}
	return checked, errs
}
