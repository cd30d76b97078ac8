// Package studies is the studies product: the peer-reviewed studies behind the layers
// (data/evidence/studies.csv), which the county report cites under each layer, as /api/studies and
// its Spanish copy. It owns the checked study (Study), its files and their API entries (Pipe).
// datagen reads and checks the file with the data folder's others, whose text, boolean and
// uniqueness rules it shares, so its problems are listed with theirs, and hands the studies over
// (Give).
package studies

import (
	"fmt"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
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
