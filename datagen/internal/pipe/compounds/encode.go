package compounds

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"maps"
	"slices"
	"strconv"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// The product's API files, under /api/.
const (
	Path         = "compounds"
	SpanishPath  = "es/compounds"
	ExportPath   = "export/compounds"
	DownloadName = "county-pesticide-compounds-2012.csv"
)

// apiFiles are the product's files. The figures are loaded only when the page asks for a compound
// or a report opens.
var apiFiles = []pipe.APIFile{
	{Key: "compounds", Path: Path, Type: pipe.JSONType, About: "the pesticide compounds linked to Parkinson's in studies: their studies and every county's USGS 2012 estimates and national percentiles"},
	{Key: "compoundsEs", Path: SpanishPath, Type: pipe.JSONType, About: "the same, its texts in Spanish"},
	{Key: "exportCompounds", Path: ExportPath, Type: pipe.CSVType, Download: DownloadName, About: "every county's USGS 2012 estimates of the linked compounds"},
}

// SourceID is the row of exposures/sources.csv the estimates come from (the folder's SOURCE.md).
const SourceID = "usgs-epest-2012"

// fileSource is the source as /api/compounds names it: the page names the publisher and the data set.
type fileSource struct {
	Publisher string `json:"publisher"`
	Dataset   string `json:"dataset"`
	Years     string `json:"years"`
	URL       string `json:"url"`
}

// The product's own words, said in Spanish through data/translations_es.csv (GeneratorTexts).
const (
	linkedName   = "Pesticides linked to Parkinson's in studies"
	unit         = pipe.KilogramsPerYear
	densityUnit  = "kg/km² of land per year"
	estimates    = "USGS gives two estimates: where its farm survey recorded no use of a compound, the low estimate counts none and the high one fills in use from neighbouring areas, so the two can differ widely."
	ranking      = "National percentile of the high estimate per km² of land, among the counties with an estimate of the compound: the share whose figure is lower; ties share a percentile."
	noEstimate   = "No USGS estimate: USGS has no figure for the county, which is not a figure of zero."
	latestYear   = "2012 is the latest year for which USGS estimated the use of every one of these compounds."
	linkedSum    = "the sum over the linked compounds of their estimates in the county; a compound without an estimate there adds nothing"
	colFIPS      = "5-digit county FIPS code"
	colMeasure   = "what the row's figures are of: a compound that a study links to Parkinson's disease, or linked, the sum over those compounds"
	colLow       = "USGS EPest-low estimate of the agricultural use of the compound in the county in 2012; empty where USGS has none"
	colHigh      = "USGS EPest-high estimate of the same; empty where USGS has none"
	colLowKm2    = "the low estimate over the county's land area; empty without a land area"
	colHighKm2   = "the high estimate over the county's land area; empty without a land area"
	colPercentie = "national percentile of the high estimate per km² of land among the counties with one, 0-99; ties share a percentile"
)

// GeneratorTexts are the product's own words, which data/translations_es.csv must say in Spanish.
var GeneratorTexts = []string{linkedName, unit, densityUnit, estimates, ranking, noEstimate, latestYear, linkedSum,
	colFIPS, colMeasure, colLow, colHigh, colLowKm2, colHighKm2, colPercentie}

// column is a column of the download, for its codebook row and data package field (Description).
type column struct {
	Name, Heading, Meaning, Unit, Type, Pattern string
	Enum                                        []string
	Minimum, Maximum                            *int
}

var zero, topPercentile = 0, 99

// columns are the download's columns; its key is fips and measure.
func (p *Product) columns() []column {
	ids := []string{LinkedID}
	for _, m := range p.measures[1:] {
		ids = append(ids, m.compound.ID)
	}
	kg := func(name, heading, meaning, unit string) column {
		return column{Name: name, Heading: heading, Meaning: meaning, Unit: unit, Type: "number", Minimum: &zero}
	}
	return []column{
		{Name: "fips", Heading: "FIPS", Meaning: colFIPS, Type: "string", Pattern: geography.County.IDPattern},
		{Name: "measure", Heading: "Compound", Meaning: colMeasure, Type: "string", Enum: ids},
		kg("epest_low_kg", "EPest-low (kg), 2012", colLow, unit),
		kg("epest_high_kg", "EPest-high (kg), 2012", colHigh, unit),
		kg("epest_low_kg_per_km2", "EPest-low (kg/km² of land), 2012", colLowKm2, densityUnit),
		kg("epest_high_kg_per_km2", "EPest-high (kg/km² of land), 2012", colHighKm2, densityUnit),
		{Name: "national_percentile", Heading: "National percentile of EPest-high per km²", Meaning: colPercentie,
			Unit: "percentile", Type: "integer", Minimum: &zero, Maximum: &topPercentile},
	}
}

// Description describes the download for the codebook and the data package, column by column;
// counties cites the source of the county codes.
func (p *Product) Description(counties string) pipe.Download {
	d := pipe.Download{Name: DownloadName, Path: ExportPath, PrimaryKey: []string{"fips", "measure"},
		Title: "USGS 2012 estimates of the pesticide compounds that studies link to Parkinson's disease, by county"}
	citation := p.Source.Citation()
	for _, c := range p.columns() {
		f := pipe.Field{Name: c.Name, Heading: c.Heading, Meaning: pipe.Say(c.Meaning), Unit: c.Unit, Type: c.Type, Pattern: c.Pattern,
			Enum: c.Enum, Minimum: c.Minimum, Maximum: c.Maximum, Years: p.Source.Years, Source: citation}
		if c.Name == "fips" {
			f.Source, f.Years = counties, ""
		}
		d.Fields = append(d.Fields, f)
	}
	return d
}

// file is /api/compounds: the measures and every county's figures.
type file struct {
	Year        int           `json:"year"`
	Source      fileSource    `json:"source"`
	Unit        string        `json:"unit"`
	DensityUnit string        `json:"densityUnit"`
	Estimates   string        `json:"estimates"`
	Ranking     string        `json:"ranking"`
	NoEstimate  string        `json:"noEstimate"`
	LatestYear  string        `json:"latestYear"`
	Measures    []fileMeasure `json:"measures"`
	// Counties holds each county's figure of each measure, in Measures' order: null where it has
	// none; a county that is not here has no USGS estimate at all.
	Counties map[string][]*figure `json:"counties"`
}

type fileMeasure struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	*Compound
	Meaning string `json:"meaning,omitempty"` // of the linked sum
}

// MarshalJSON writes a figure as [low, high, low per km², high per km², percentile], each null
// where there is none.
func (f *figure) MarshalJSON() ([]byte, error) {
	var percentile *int
	if f.ranked {
		percentile = &f.percentile
	}
	return json.Marshal([]any{f.low, f.high, f.lowPerKm2, f.highPerKm2, percentile})
}

// Encode writes the product's files: /api/compounds, its Spanish copy (say gives a text's Spanish)
// and the download, whose bytes are returned apart for the data package.
func (p *Product) Encode(say func(string) string) (english, spanish, download []byte, err error) {
	if english, err = json.Marshal(p.file(func(s string) string { return s })); err != nil {
		return nil, nil, nil, err
	}
	if spanish, err = json.Marshal(p.file(say)); err != nil {
		return nil, nil, nil, err
	}
	download, err = p.csv()
	return english, spanish, download, err
}

func (p *Product) file(say func(string) string) file {
	src := p.Source
	f := file{Year: Year, Source: fileSource{src.Publisher, src.Dataset, src.Years, src.URL}, Unit: say(unit), DensityUnit: say(densityUnit), Estimates: say(estimates),
		Ranking: say(ranking), NoEstimate: say(noEstimate), LatestYear: say(latestYear), Counties: map[string][]*figure{}}
	for j, m := range p.measures {
		fm := fileMeasure{ID: LinkedID, Name: say(linkedName), Meaning: say(linkedSum)}
		if c := m.compound; c != nil {
			said := *c
			said.Name, said.Class = say(c.Name), say(c.Class)
			said.Studies = make([]Study, len(c.Studies))
			for i, s := range c.Studies {
				said.Studies[i] = Study{DOI: s.DOI, Basis: say(s.Basis)}
			}
			fm = fileMeasure{ID: c.ID, Name: said.Name, Compound: &said}
		}
		f.Measures = append(f.Measures, fm)
		for fips, fig := range m.figures {
			if f.Counties[fips] == nil {
				f.Counties[fips] = make([]*figure, len(p.measures))
			}
			f.Counties[fips][j] = fig
		}
	}
	return f
}

// MeasureName is a measure as the search knows it, so a query can choose it without the figures:
// its id, and its name in English and in Spanish.
type MeasureName struct {
	ID, English, Spanish string
}

// MeasureNames are the measures' ids and names, in the file's order (the linked sum first); none for
// a nil p. say gives a text's Spanish.
func (p *Product) MeasureNames(say func(string) string) []MeasureName {
	if p == nil {
		return nil
	}
	names := make([]MeasureName, len(p.measures))
	for i, m := range p.measures {
		names[i] = MeasureName{ID: LinkedID, English: linkedName, Spanish: say(linkedName)}
		if c := m.compound; c != nil {
			names[i] = MeasureName{ID: c.ID, English: c.Name, Spanish: say(c.Name)}
		}
	}
	return names
}

// csv writes the download: a row per county and measure with a figure, in FIPS order, the linked
// sum first.
func (p *Product) csv() ([]byte, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	header := make([]string, 0, 7)
	for _, c := range p.columns() {
		header = append(header, c.Name)
	}
	if err := w.Write(header); err != nil {
		return nil, err
	}
	counties := map[string]bool{}
	for _, m := range p.measures {
		for fips := range m.figures {
			counties[fips] = true
		}
	}
	for _, fips := range slices.Sorted(maps.Keys(counties)) {
		for _, m := range p.measures {
			f, ok := m.figures[fips]
			if !ok {
				continue
			}
			id := LinkedID
			if m.compound != nil {
				id = m.compound.ID
			}
			percentile := ""
			if f.ranked {
				percentile = strconv.Itoa(f.percentile)
			}
			if err := w.Write([]string{fips, id, number(f.low), number(f.high), number(f.lowPerKm2), number(f.highPerKm2), percentile}); err != nil {
				return nil, err
			}
		}
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

func number(v *float64) string {
	if v == nil {
		return ""
	}
	return strconv.FormatFloat(*v, 'f', -1, 64)
}
