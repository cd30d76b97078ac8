// Package environmental is the environmental data product: the layers, their units, years,
// sources and caveats, the reference levels, the people of each layer's top tenth of counties, the
// date and every download's size (/api/environmental-data and its Spanish copy). It owns the file's
// records and their Spanish (Pipe); datagen reads, checks and measures what they hold and hands
// them over (Give). It runs after every download, whose sizes it gives, and waits for the files
// made aside.
package environmental

import (
	"fmt"
	"strconv"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// The paths of the product's files under /api/.
const (
	Path        = "environmental-data"
	SpanishPath = "es/" + Path
)

// The generator's words of the top-tenth sentence, said in Spanish through data/translations_es.csv.
const (
	topTenthSentence = "{people} people live in the 10% of counties with the highest {layer} figures (population {years})."
	millionPeople    = "{millions} million"
)

// Texts are the product's own words, which data/translations_es.csv must say in Spanish.
var Texts = []string{topTenthSentence, millionPeople}

// Pipe is the product in the generator's list of pipes.
type Pipe struct{}

func (Pipe) String() string { return "environmental data" }

func (Pipe) APIFiles() []pipe.APIFile {
	return []pipe.APIFile{
		{Key: "environmentalData", Path: Path, Type: pipe.JSONType, About: "the layers, their units, years, sources and caveats"},
		{Key: "environmentalDataEs", Path: SpanishPath, Type: pipe.JSONType, About: "the same, its texts in Spanish"},
	}
}

type givenKey struct{}

type given struct {
	data      Data
	downloads []string
}

// Give leaves the file's records in ctx for the pipe, with the paths of the downloads the page
// lists, whose sizes it adds.
func Give(ctx *pipe.Context, data Data, downloads []string) {
	ctx.Set(givenKey{}, given{data: data, downloads: downloads})
}

func (Pipe) Run(ctx *pipe.Context) error {
	if err := ctx.Wait(); err != nil {
		return err
	}
	g, _ := ctx.Value(givenKey{}).(given)
	env := g.data
	env.DownloadBytes = map[string]int{}
	for _, path := range g.downloads {
		if data := ctx.File(path); data != nil {
			env.DownloadBytes["/"+pipe.APIDir+"/"+path] = len(data)
		}
	}
	english, err := pipe.IndentedJSON(env)
	if err != nil {
		return fmt.Errorf("encode %s: %w", Path, err)
	}
	spanish, err := pipe.IndentedJSON(inSpanish(env, ctx.Spanish))
	if err != nil {
		return fmt.Errorf("encode %s: %w", SpanishPath, err)
	}
	ctx.Add(pipe.File{Path: Path, Data: english}, pipe.File{Path: SpanishPath, Data: spanish})
	return nil
}

// Data is /api/environmental-data.
type Data struct {
	Factors         []Factor         `json:"factors"`
	Sources         []Source         `json:"sources"`
	MeasuredSources []MeasuredSource `json:"measuredSources"`
	// PopulationSources are the Census products of /api/population/<state>'s figures, by id.
	PopulationSources []PopulationSource `json:"populationSources"`
	States            []StateSummary     `json:"states"`
	LastUpdated       string             `json:"lastUpdated"`
	MeasuredCounties  int                `json:"measuredCounties"`
	// DownloadBytes is the size of each download by its path, for the page's download list; encode
	// fills it once the downloads are written.
	DownloadBytes map[string]int `json:"downloadBytes"`
}

// Factor is a risk layer of the map.
type Factor struct {
	ID             string        `json:"id"`
	Name           string        `json:"name"`
	ShortName      string        `json:"shortName"`
	Weight         float64       `json:"weight"`
	Impact         string        `json:"impact"`
	DefaultEnabled bool          `json:"defaultEnabled"`
	Demo           bool          `json:"demo"` // one of the Demo view's layers, the specification's
	Measured       MeasuredLayer `json:"measured"`
	// How the page draws the layer, which only its build needs: /api/manifest says them.
	ImpactBand string   `json:"-"`
	Colours    []string `json:"-"`
}

// MeasuredLayer describes a factor's measured figure (exposures/layers.csv and caveats.csv).
type MeasuredLayer struct {
	Measure  string   `json:"measure"`
	Unit     string   `json:"unit"`
	Years    string   `json:"years"`
	Estimate bool     `json:"estimate"`
	Absent   string   `json:"absent"`
	Sources  []string `json:"sources"`
	Caveats  []string `json:"caveats"`
	// References are the levels the figures are read against (reference_levels.csv), or none.
	References []ReferenceLevel `json:"references,omitempty"`
	// TopTenth is the people of the layer's top tenth of counties (measure.go); nil before measure.
	TopTenth *TopTenth `json:"topTenth,omitempty"`
}

// Source is where the data of some factors comes from, for some states (the Demo view's list).
type Source struct {
	Name    string   `json:"name"`
	URL     string   `json:"url"`
	States  []string `json:"states"`
	Factors []string `json:"factors"`
}

// MeasuredSource is a publisher's data set behind measured layers (exposures/sources.csv).
type MeasuredSource struct {
	ID string `json:"id"`
	pipe.Source
	Factors []string `json:"factors"`
}

// StateSummary is a state with at least one county in the output.
type StateSummary struct {
	Code     string `json:"code"`
	Name     string `json:"name"`
	Counties int    `json:"counties"`
}

// PopulationSource is a Census product county figures come from: its publisher and name (proper
// names, never translated), whether its figures are estimates or census counts, and what a figure
// of it is ("estimate for July 1, 2023"), which the Spanish files say in Spanish.
type PopulationSource struct {
	ID        string `json:"id"`
	Publisher string `json:"publisher"`
	Dataset   string `json:"dataset"`
	Kind      string `json:"kind"`
	Figure    string `json:"figure"`
}

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

// TopTenth is how many people live in a layer's top tenth of counties, nationally: the sentence
// under each layer of the Measured view ("41.3 million people live in the 10% of counties with the
// highest PM2.5").
type TopTenth struct {
	People   int    `json:"people"`
	Counties int    `json:"counties"`
	Years    string `json:"populationYears"` // the years of the population figures added up: "2023", or "2020-2023"
	Sentence string `json:"sentence"`        // what the page says under the layer
}

// Say says t of the layer named layer in the language of words, which gives the words of
// topTenthSentence and millionPeople: "96.4 million people live in the 10% of counties with the
// highest Air Pollution (PM2.5) figures (population 2023)." Numbers are written as US English and
// US Spanish both write them (1,570 and 96.4).
func (t *TopTenth) Say(layer string, words func(string) string) string {
	people := thousands(t.People)
	if t.People >= 1_000_000 {
		people = pipe.Fill(words(millionPeople), "millions", strconv.FormatFloat(float64(t.People)/1e6, 'f', 1, 64))
	}
	return pipe.Fill(words(topTenthSentence), "people", people, "layer", layer, "years", t.Years)
}

// thousands writes n with a comma between each group of three digits: 412,345.
func thousands(n int) string {
	digits := strconv.Itoa(n)
	for i := len(digits) - 3; i > 0; i -= 3 {
		digits = digits[:i] + "," + digits[i:]
	}
	return digits
}

// inSpanish is env with its texts in Spanish: the layers' names, impact labels, measures,
// units, caveats, top-tenth sentences and reference levels' labels and notes, the sources' licences
// and what each population source's figures are. Names of agencies, data sets,
// states and the Demo view's sources stay as they are.
func inSpanish(env Data, say func(string) string) Data {
	es := env
	es.Factors = make([]Factor, len(env.Factors))
	for i, f := range env.Factors {
		f.Name, f.ShortName, f.Impact = say(f.Name), say(f.ShortName), say(f.Impact)
		f.Measured.Measure, f.Measured.Unit = say(f.Measured.Measure), say(f.Measured.Unit)
		f.Measured.Caveats = sayAll(f.Measured.Caveats, say)
		if refs := f.Measured.References; refs != nil {
			f.Measured.References = make([]ReferenceLevel, len(refs))
			for k, r := range refs {
				r.Label, r.Note = say(r.Label), say(r.Note)
				f.Measured.References[k] = r
			}
		}
		if top := f.Measured.TopTenth; top != nil {
			spanishTop := *top
			spanishTop.Sentence = top.Say(f.Name, say)
			f.Measured.TopTenth = &spanishTop
		}
		es.Factors[i] = f
	}
	es.MeasuredSources = make([]MeasuredSource, len(env.MeasuredSources))
	for i, s := range env.MeasuredSources {
		s.Licence = say(s.Licence)
		es.MeasuredSources[i] = s
	}
	es.PopulationSources = make([]PopulationSource, len(env.PopulationSources))
	for i, s := range env.PopulationSources {
		s.Figure = say(s.Figure)
		es.PopulationSources[i] = s
	}
	return es
}

func sayAll(english []string, say func(string) string) []string {
	said := make([]string, len(english))
	for i, e := range english {
		said[i] = say(e)
	}
	return said
}
