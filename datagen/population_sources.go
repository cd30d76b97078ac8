package datagen

import (
	"slices"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
)

// PopulationSourcesFile names the Census products behind county_population.csv's figures, one line
// per id of its source column, so each county's figure can name its own source and date.
const PopulationSourcesFile = "population_sources.csv"

// PopulationSourceRow is one line of population_sources.csv.
type PopulationSourceRow struct {
	ID        string `csv:"id"`
	Publisher string `csv:"publisher"`
	Dataset   string `csv:"dataset"`
	Kind      string `csv:"kind"`
	Figure    string `csv:"figure"`
}

var populationSourceColumns = csvColumns[PopulationSourceRow]()

// populationKinds are the kinds a population source may be.
var populationKinds = []string{"estimate", "census"}

// checkPopulationSources checks population_sources.csv: a unique id, the texts, a known kind, and
// that each line is the source of at least one county of county_population.csv, whose source column
// must name only its ids. It returns the sources in file order.
func checkPopulationSources(t *Table[PopulationSourceRow], people *Table[CountyPopulationRow]) ([]environmental.PopulationSource, ErrorList) {
	var errs ErrorList
	sources := make([]environmental.PopulationSource, 0, len(t.Rows))
	ids := pipe.NewSeen(t, "id")
	for i, r := range t.Rows {
		n := len(errs)
		if !isSourceID(r.ID) {
			errs = append(errs, t.Problem(i, "id", "%q must be lower-case letters, digits and hyphens starting with a letter", r.ID))
		} else {
			errs = ids.Check(errs, i, r.ID)
		}
		errs = pipe.CheckText(errs, t, i, "publisher", r.Publisher)
		errs = pipe.CheckText(errs, t, i, "dataset", r.Dataset)
		if !slices.Contains(populationKinds, r.Kind) {
			errs = append(errs, t.Problem(i, "kind", "%q must be one of %s", r.Kind, strings.Join(populationKinds, ", ")))
		}
		errs = pipe.CheckText(errs, t, i, "figure", r.Figure)
		if len(errs) == n {
			sources = append(sources, environmental.PopulationSource(r))
		}
	}
	// The county file's problems come first, as Read reads it first.
	var cited ErrorList
	used := map[string]bool{}
	for i, r := range people.Rows {
		used[r.Source] = true
		if _, known := ids.First(r.Source); isSourceID(r.Source) && !known {
			cited = append(cited, people.Problem(i, "source", "%q is not an id of %s: add a line for it there", r.Source, t.File))
		}
	}
	for i, r := range t.Rows {
		if first, ok := ids.First(r.ID); ok && first == i && !used[r.ID] {
			errs = append(errs, t.Problem(i, "id", "%q is the source of no county of %s: remove the line", r.ID, people.File))
		}
	}
	return sources, append(cited, errs...)
}

// populationCitation names every population source, as the downloads' source column cites them.
func populationCitation(sources []environmental.PopulationSource) string {
	cited := make([]string, len(sources))
	for i, s := range sources {
		cited[i] = s.Publisher + ": " + s.Dataset + " (" + s.Figure + ")"
	}
	return strings.Join(cited, "; ")
}
