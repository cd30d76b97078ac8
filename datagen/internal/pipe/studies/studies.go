// Package studies is the studies product: the peer-reviewed studies behind the layers
// (data/evidence/studies.csv), which the county report cites under each layer, as /api/studies and
// its Spanish copy. It owns the file's rows (Row), their checks (Check), the checked study (Study),
// its files and their API entries (Pipe). datagen reads the file and runs Check with the data
// folder's other files, so its problems are listed with theirs, and hands the studies over (Give).
package studies

import (
	"fmt"
	"regexp"
	"strconv"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// The folder and file of the studies, under the data folder.
const (
	Dir  = "evidence"
	File = "studies.csv"
)

// The paths of the product's files under /api/.
const (
	Path        = "studies"
	SpanishPath = "es/studies"
)

// Row is one line of evidence/studies.csv: a peer-reviewed study behind a layer.
type Row struct {
	Layer      string `csv:"layer"`
	Authors    string `csv:"authors"`
	Year       string `csv:"year"`
	Journal    string `csv:"journal"`
	DOI        string `csv:"doi"`
	Design     string `csv:"design"`
	Population string `csv:"population"`
	Finding    string `csv:"finding"`
	NullResult string `csv:"null_result"`
	Hypothesis string `csv:"hypothesis"`
}

// Study is a checked line of evidence/studies.csv, as /api/studies lists it.
type Study struct {
	Layer      string `json:"layer"`
	Authors    string `json:"authors"`
	Year       int    `json:"year"`
	Journal    string `json:"journal"`
	DOI        string `json:"doi"`
	Design     string `json:"design"`
	Population string `json:"population"`
	Finding    string `json:"finding"`
	// NullResult is the file's null_result column, so the page need not read the finding's words
	// (in English or Spanish) to say the evidence is mixed.
	NullResult bool `json:"nullResult"`
	// Hypothesis is the file's hypothesis column: a review that proposes a cause and studied no
	// people of its own, which the report says so that it is not read as a finding.
	Hypothesis bool `json:"hypothesis"`
}

// Pipe is the product in the generator's list of pipes: it writes the checked studies that the
// generator left in the run's context (Give).
type Pipe struct{}

func (Pipe) String() string { return "studies" }

func (Pipe) APIFiles() []pipe.APIFile {
	return []pipe.APIFile{
		{Key: "studies", Path: Path, Type: pipe.JSONType, About: "the studies behind the layers"},
		{Key: "studiesEs", Path: SpanishPath, Type: pipe.JSONType, About: "the same, their texts in Spanish"},
	}
}

type studiesKey struct{}

// Give leaves the checked studies in ctx for the pipe.
func Give(ctx *pipe.Context, studies []Study) { ctx.Set(studiesKey{}, studies) }

func (Pipe) Run(ctx *pipe.Context) error {
	studies, _ := ctx.Value(studiesKey{}).([]Study)
	english, err := pipe.IndentedJSON(studies)
	if err != nil {
		return fmt.Errorf("encode %s: %w", Path, err)
	}
	spanish, err := pipe.IndentedJSON(inSpanish(studies, ctx.Spanish))
	if err != nil {
		return fmt.Errorf("encode %s: %w", SpanishPath, err)
	}
	ctx.Add(pipe.File{Path: Path, Data: english}, pipe.File{Path: SpanishPath, Data: spanish})
	return nil
}

// inSpanish is studies with their design, population and finding in Spanish.
func inSpanish(studies []Study, say func(string) string) []Study {
	es := make([]Study, len(studies))
	for i, s := range studies {
		s.Design, s.Population, s.Finding = say(s.Design), say(s.Population), say(s.Finding)
		es[i] = s
	}
	return es
}

// doiForm is a DOI as Crossref issues them: "10.", a registrant code of 4 to 9 digits, "/" and a
// suffix without spaces. The page links it as https://doi.org/<doi>, so a URL or "doi:" prefix is
// a mistake.
var doiForm = regexp.MustCompile(`^10\.[0-9]{4,9}/[^\s]+$`)

// Check checks the file's rows, which t locates in file: layer a factor id of factorsFile (one of
// factorIDs) or the sites' layer, year 4 digits, doi of DOI form and each DOI once, every text field
// present, null_result and hypothesis true or false. It returns the studies in file order.
func Check(file string, rows []Row, t pipe.Rows, factorsFile string, factorIDs map[string]bool) ([]Study, pipe.Problems) {
	var errs pipe.Problems
	checked := make([]Study, 0, len(rows))
	dois := pipe.NewSeen(t, "doi")
	if len(rows) == 0 {
		errs = append(errs, pipe.Problem{File: file, Message: "has no rows; add a line per study"})
	}
	for i, r := range rows {
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
			checked = append(checked, Study{Layer: r.Layer, Authors: r.Authors, Year: year, Journal: r.Journal, DOI: r.DOI,
				Design: r.Design, Population: r.Population, Finding: r.Finding, NullResult: nullResult,
				Hypothesis: hypothesis})
		}
	}
	return checked, errs
}
