package tracts

import (
	"math"
	"slices"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// The product's API files, under /api/.
const (
	FiguresPath  = "tract/figures/"
	ExportPath   = "export/tracts"
	DownloadName = "ca-tracts-calenviroscreen4.csv"
)

var apiFiles = []pipe.APIFile{
	{Key: "tractFigures", Path: FiguresPath, Type: pipe.JSONType, About: "a county's census tracts: CalEnviroScreen 4.0's figures and California percentiles, by county FIPS (tract/figures/06019)"},
	{Key: "exportTracts", Path: ExportPath, Type: pipe.CSVType, Download: DownloadName, About: "California's census tracts: CalEnviroScreen 4.0's figures and California percentiles"},
}

// SourceID is the row of exposures/sources.csv the tract figures come from (data/ces4/SOURCE.md).
const SourceID = "oehha-ces4"

// The tracts' population: CalEnviroScreen's own column, an ACS estimate.
const populationYears = "2015-2019"

// populationSource cites the tracts' population, which CalEnviroScreen gives.
func (p Product) populationSource() string {
	return "U.S. Census Bureau: American Community Survey 5-year estimates, 2015-2019, via " + p.Source.Citation()
}

// The product's own words, said in Spanish through data/translations_es.csv (Texts). A {name} is
// filled with a data text.
const (
	meaningGEOID      = "11-digit GEOID of the census tract (2010 tracts, as CalEnviroScreen 4.0 uses them), text with its leading zero"
	meaningNumber     = "the tract's number within its county, as the Census Bureau writes it (10, 2049.20)"
	meaningZIP        = "the ZIP Code the tract falls within, as CalEnviroScreen 4.0 publishes it (text; 8 tracts have a 2-digit value)"
	meaningPopulation = "people living in the tract: an American Community Survey estimate (2015-2019), as CalEnviroScreen 4.0 gives it"
	meaningValue      = "CalEnviroScreen 4.0's {column} indicator in the tract, shown on the {layer} layer; empty where OEHHA has no data"
	meaningScore      = "combined score of the tract's Measured map: the mean of its California percentiles {percentiles} with weights {weights}, the county's combined score's layers and weights, over those with a figure, rounded to a whole number, 0-100; empty where none has a figure"
	meaningPercentile = "California percentile of {column} as OEHHA publishes it, 0-100: the share of ranked California tracts whose value is the same or lower; tracts whose value is 0 are not ranked and have percentile 0. OEHHA ranked unrounded values, so a value shown as 0 may have a percentile above 0; empty where OEHHA has no data"

	// percentileName says what a tract's percentile is, wherever one is shown.
	percentileName = "California percentile (CalEnviroScreen 4.0)"
	// NotPeople is said wherever the tract figures are: what they describe and what they cannot say.
	NotPeople = "Tracts describe places, not people: the figures are exposures measured or modelled in each census tract, " +
		"and say neither that a place causes disease nor what any one person's risk is."
)

// Texts are the product's words, which data/translations_es.csv must translate whatever the data holds.
var Texts = []string{meaningGEOID, meaningNumber, meaningZIP, meaningPopulation, meaningValue, meaningPercentile, meaningScore,
	percentileName, NotPeople}

var zero, hundred = 0, 100

// ColumnName is the download's column of a results column: lower case, its spaces turned to
// underscores and its other signs dropped (PM2.5 is pm25, Tox. Release tox_release).
func ColumnName(column string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(column) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == ' ' || r == '-' || r == '_':
			b.WriteByte('_')
		}
	}
	return b.String()
}

// percentileColumn is the download's column of a results column's California percentile.
func percentileColumn(column string) string { return ColumnName(column) + "_ca_percentile" }

// Download describes ca-tracts-calenviroscreen4.csv and the tract workbook's CA tracts sheet: the
// tract, its county, ZIP and population, then each of the Layers' columns and its percentile, then
// the tract's combined score.
func (p Product) Download() pipe.Download {
	citation := p.Source.Citation()
	d := pipe.Download{Name: DownloadName, Path: ExportPath,
		Title: "California's census tracts with CalEnviroScreen 4.0's figures and California percentiles", PrimaryKey: []string{"geoid"},
		Fields: []pipe.Field{
			{Name: "geoid", Heading: "GEOID", Meaning: pipe.Say(meaningGEOID), Source: citation, Type: pipe.SchemaString, Pattern: geography.Tract.IDPattern},
			{Name: "tract", Heading: "Census tract", Meaning: pipe.Say(meaningNumber), Source: citation, Type: pipe.SchemaString},
		}}
	for _, f := range p.CountyFields {
		f.Source = citation
		d.Fields = append(d.Fields, f)
	}
	d.Fields = append(d.Fields,
		pipe.Field{Name: "zip", Heading: "ZIP", Meaning: pipe.Say(meaningZIP), Source: citation, Type: pipe.SchemaString},
		pipe.Field{Name: "population", Heading: "Population (ACS estimate), " + populationYears, Meaning: pipe.Say(meaningPopulation),
			Unit: "people", Years: populationYears, Source: p.populationSource(), Type: pipe.SchemaInteger, Minimum: &zero})
	for _, l := range p.Layers {
		d.Fields = append(d.Fields,
			pipe.Field{Name: ColumnName(l.Column), Heading: l.Column + " (" + l.Unit + "), " + l.Years,
				Meaning: pipe.Say(meaningValue, "column", l.Column, "layer", p.FactorNames[l.Factor]),
				Unit:    l.Unit, Years: l.Years, Source: citation, Type: pipe.SchemaNumber, Minimum: &zero},
			pipe.Field{Name: percentileColumn(l.Column), Heading: l.Column + ": " + percentileName,
				Meaning: pipe.Say(meaningPercentile, "column", l.Column),
				Unit:    "percentile", Years: l.Years, Source: citation, Type: pipe.SchemaNumber, Minimum: &zero, Maximum: &hundred})
	}
	d.Fields = append(d.Fields, p.scoreField())
	return d
}

// scoreField describes the download's combined score (scoreRule): the percentile columns it is the
// mean of, with their weights and years.
func (p Product) scoreField() pipe.Field {
	rule := p.scoreRule()
	var columns, weights, years []string
	for j, column := range rule.mains {
		if rule.weights[j] > 0 && column >= 0 {
			l := p.Layers[column]
			columns, weights, years = append(columns, percentileColumn(l.Column)), append(weights, pipe.Decimal(rule.weights[j])), append(years, l.Years)
		}
	}
	return pipe.Field{Name: p.ScoreColumn, Heading: p.ScoreHeading,
		Meaning: pipe.Say(meaningScore).Keeping("percentiles", strings.Join(columns, ", "), "weights", strings.Join(weights, ", ")),
		Unit:    "percentile", Years: strings.Join(years, "; "), Source: p.Source.Citation(), Type: pipe.SchemaInteger, Minimum: &zero, Maximum: &hundred}
}

// Rows calls yield with each tract's row of the download, in GEOID order, in the columns of
// Download. The row is reused between calls.
func (p Product) Rows(yield func([]pipe.Cell) error) error {
	rule := p.scoreRule()
	row := make([]pipe.Cell, 0, 7+2*len(p.Layers))
	for _, t := range p.Tracts {
		if err := yield(rule.row(row[:0], t)); err != nil {
			return err
		}
	}
	return nil
}

// row is a tract's cells in the columns of Download.
func (r scoreRule) row(row []pipe.Cell, t Tract) []pipe.Cell {
	row = append(row, pipe.TextCell(t.ID), pipe.TextCell(Name(t.ID)), pipe.TextCell(geography.Tract.Parent(t.ID)), pipe.TextCell(t.County),
		pipe.TextCell(t.ZIP), pipe.NumberCell(float64(t.Population)))
	for _, f := range t.Figures {
		row = append(row, figureCell(f.Value), figureCell(f.Percentile))
	}
	if score := r.score(t); score != figures.NoScore {
		return append(row, pipe.NumberCell(float64(score)))
	}
	return append(row, pipe.Cell{})
}

// figureCell is a number, or an empty cell for no data (NaN).
func figureCell(v float64) pipe.Cell {
	if math.IsNaN(v) {
		return pipe.Cell{}
	}
	return pipe.NumberCell(v)
}

// figuresFile is /api/tract/figures/<county FIPS>: a county's tracts and their figures, with the
// columns, their units and years, and the source once for the file.
type figuresFile struct {
	County     string       `json:"county"` // the county's FIPS code, the first five digits of each tract's GEOID
	Source     source       `json:"source"`
	Percentile string       `json:"percentile"` // what the percentiles are
	About      string       `json:"about"`      // what the figures describe: places, not people
	Population population   `json:"population"`
	Columns    []fileColumn `json:"columns"` // the columns of each tract's v and p, in order
	// ScoreLayers are the factor ids each tract's combined score s is over: those of /api/exposures' score.
	ScoreLayers []string `json:"scoreLayers"`
	Spanish     spanish  `json:"es"` // the file's texts in Spanish
	// CountySites is the number of Superfund sites with TCE or PCE in the county; absent without sites.
	CountySites *int `json:"countySites,omitempty"`
	// SiteNames names the Superfund sites with TCE or PCE nearest the file's tracts, by EPA ID.
	SiteNames map[string]string `json:"siteNames,omitempty"`
	Tracts    []record          `json:"tracts"` // in GEOID order
}

// source is where the tract figures come from.
type source struct {
	Publisher string `json:"publisher"`
	Dataset   string `json:"dataset"`
	Published string `json:"published"`
	URL       string `json:"url"`
	Licence   string `json:"licence"`
}

// population says what the tracts' population is: an estimate, its years and source.
type population struct {
	Years    string `json:"years"`
	Source   string `json:"source"`
	Estimate bool   `json:"estimate"`
}

// fileColumn is a column of the results a layer shows: the factor's first column is the layer's
// figure (main), the others are shown beside it.
type fileColumn struct {
	Factor string `json:"factor"`
	Column string `json:"column"` // as OEHHA names it
	Main   bool   `json:"main"`
	Unit   string `json:"unit"`
	Years  string `json:"years"`
}

// spanish is the file's texts in Spanish, the columns' in the order of Columns.
type spanish struct {
	Percentile string       `json:"percentile"`
	About      string       `json:"about"`
	Licence    string       `json:"licence"`
	Columns    []columnText `json:"columns"`
}

// columnText is a column's name and unit in one language.
type columnText struct {
	Column string `json:"column"`
	Unit   string `json:"unit"`
}

// record is one tract: short keys, since a county has up to 2,300 of them.
type record struct {
	ID          string   `json:"id"`               // 11-digit GEOID
	Name        string   `json:"name"`             // its number (Name): "Census tract 10"
	ZIP         string   `json:"zip"`              // as published: 8 tracts have 2 digits
	Places      []string `json:"places,omitempty"` // Naming's
	Near        string   `json:"near,omitempty"`
	Side        string   `json:"side,omitempty"`
	Population  int      `json:"pop"` // ACS 2015-2019 estimate
	Values      []number `json:"v"`   // a value per column, null for no data
	Percentiles []number `json:"p"`   // its California percentile, null for no data
	Score       *int     `json:"s"`   // the tract's combined score over the file's ScoreLayers; null where it has none
	// NearestSite is the Superfund site with TCE or PCE nearest the tract's point (CalEnviroScreen's
	// latitude and longitude), over every site of the nation: [EPA ID, km to 0.1]; absent without sites.
	NearestSite []any `json:"ns,omitempty"`
}

// number is a figure as the results write it, null where they leave it empty (NaN).
type number float64

func (n number) MarshalJSON() ([]byte, error) {
	if math.IsNaN(float64(n)) {
		return []byte("null"), nil
	}
	return []byte(pipe.Decimal(float64(n))), nil
}

// figuresFiles writes a figures file for each county with tracts, in FIPS order, its texts said in
// Spanish by say; where the Superfund sites are known (nearest and inCounty not nil), with the
// number of its county's sites and each tract's nearest site.
func (p Product) figuresFiles(say func(string) string, nearest *sites.Locator, inCounty map[string]sites.CountySites) ([]pipe.File, error) {
	head := figuresFile{
		Source:     source{Publisher: p.Source.Publisher, Dataset: p.Source.Dataset, Published: p.Source.Years, URL: p.Source.URL, Licence: p.Source.Licence},
		Percentile: percentileName, About: NotPeople,
		Population: population{Years: populationYears, Source: p.populationSource(), Estimate: true},
		Spanish:    spanish{Percentile: say(percentileName), About: say(NotPeople), Licence: say(p.Source.Licence)},
	}
	seen := map[string]bool{}
	for _, l := range p.Layers {
		head.Columns = append(head.Columns, fileColumn{Factor: l.Factor, Column: l.Column, Main: !seen[l.Factor], Unit: l.Unit, Years: l.Years})
		head.Spanish.Columns = append(head.Spanish.Columns, columnText{Column: say(l.Column), Unit: say(l.Unit)})
		seen[l.Factor] = true
	}
	head.ScoreLayers = []string{}
	for _, l := range p.Score {
		head.ScoreLayers = append(head.ScoreLayers, l.Factor)
	}
	rule := p.scoreRule()
	var files []pipe.File
	for start := 0; start < len(p.Tracts); {
		county := geography.Tract.Parent(p.Tracts[start].ID)
		end := start
		for end < len(p.Tracts) && geography.Tract.Parent(p.Tracts[end].ID) == county {
			end++
		}
		file := head
		file.County = county
		if inCounty != nil {
			count := len(inCounty[county].In)
			file.CountySites = &count
		}
		for _, tract := range p.Tracts[start:end] {
			named := p.Names[tract.ID]
			r := record{ID: tract.ID, Name: Name(tract.ID), ZIP: tract.ZIP, Places: named.Places, Near: named.Near, Side: named.Side,
				Population: tract.Population}
			for _, f := range tract.Figures {
				r.Values, r.Percentiles = append(r.Values, number(f.Value)), append(r.Percentiles, number(f.Percentile))
			}
			if score := rule.score(tract); score != figures.NoScore {
				r.Score = &score
			}
			if site, ok := nearest.Nearest(tract.Lat, tract.Lon); ok {
				r.NearestSite = []any{site.EPAID, site.Km}
				if file.SiteNames == nil {
					file.SiteNames = map[string]string{}
				}
				file.SiteNames[site.EPAID] = site.Name
			}
			file.Tracts = append(file.Tracts, r)
		}
		data, err := pipe.JSON(file)
		if err != nil {
			return nil, err
		}
		files = append(files, pipe.File{Path: FiguresPath + county, Data: data})
		start = end
	}
	return files, nil
}

// scoreRule is how a tract's combined score is made: by the counties' rule (figures.WeightedScore)
// on its California percentiles, over the layers of the counties' score with their weights, where
// an empty percentile is no data; the page's tractScore (site/src/lib/tracts/tractFigures.ts).
type scoreRule struct {
	// mains[j] is the tract column of score layer j's own figure, the first of its factor in
	// Layers; -1 where tracts have none.
	mains   []int
	weights []float64
}

func (p Product) scoreRule() scoreRule {
	rule := scoreRule{mains: make([]int, len(p.Score)), weights: make([]float64, len(p.Score))}
	for j, s := range p.Score {
		rule.mains[j] = slices.IndexFunc(p.Layers, func(l Layer) bool { return l.Factor == s.Factor })
		rule.weights[j] = s.Weight
	}
	return rule
}

// score is t's combined score; figures.NoScore where none of its layers has a percentile.
func (r scoreRule) score(t Tract) int {
	return figures.WeightedScore(r.weights, func(j int) (float64, bool) {
		if r.mains[j] < 0 {
			return 0, false
		}
		p := t.Figures[r.mains[j]].Percentile
		return p, !math.IsNaN(p)
	})
}
