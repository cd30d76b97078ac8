package datagen

import (
	"bytes"
	"cmp"
	"encoding/csv"
	"math"
	"slices"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/datapackage"
)

// California's census tracts in the API: their figures, one file per county (/api/tract/figures/06019),
// and every tract in one CSV download (/api/export/tracts), both CalEnviroScreen 4.0's values and the
// California percentiles OEHHA publishes beside them (data/ces4/SOURCE.md).
const (
	TractFiguresPath = "tract/figures/"
	ExportTractsPath = "export/tracts"
	tractsCSVName    = "ca-tracts-calenviroscreen4.csv"
)

// Where the tract figures come from, as data/ces4/SOURCE.md gives it.
const (
	tractPublisher = "California Office of Environmental Health Hazard Assessment (OEHHA)"
	tractDataset   = "CalEnviroScreen 4.0"
	tractPublished = "October 2021"
	tractURL       = "https://oehha.ca.gov/calenviroscreen/report/calenviroscreen-40"
	// tractCitation names the source in the codebook and the data package.
	tractCitation = tractPublisher + ": " + tractDataset + " (" + tractPublished + ")"
	// The tracts' population: CalEnviroScreen's own column, an ACS estimate.
	tractPopulationYears  = "2015-2019"
	tractPopulationSource = "U.S. Census Bureau: American Community Survey 5-year estimates, 2015-2019, via " + tractCitation
)

var hundred = 100

// tractsByID is tracts in GEOID order, which is county order: a county's tracts are together.
func tractsByID(tracts []Tract) []Tract {
	sorted := slices.Clone(tracts)
	slices.SortFunc(sorted, func(a, b Tract) int { return cmp.Compare(a.ID, b.ID) })
	return sorted
}

// tractName is the tract's number as Census writes it, the name people know it by: the last six
// digits of its GEOID as four and two decimals, without leading zeros or a decimal part of 00
// (06019001000 is tract 10, 06037204920 tract 2049.20).
func tractName(geoid string) string {
	code := tractCode(geoid)
	whole := strings.TrimLeft(code[:4], "0")
	if whole == "" {
		whole = "0"
	}
	if part := code[4:]; part != "00" {
		return whole + "." + part
	}
	return whole
}

// tractColumnName is the download's column of a results column: lower case, its spaces turned to
// underscores and its other signs dropped (PM2.5 is pm25, Tox. Release tox_release).
func tractColumnName(column string) string {
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

// tractPercentileColumn is the download's column of a results column's California percentile.
func tractPercentileColumn(column string) string { return tractColumnName(column) + "_ca_percentile" }

// tractsDownload describes ca-tracts-calenviroscreen4.csv and the tract workbook's CA tracts sheet: the
// tract, its county, ZIP and population, then each column of ces4/layers.csv and its percentile, then
// the tract's combined score.
func tractsDownload(api *API) pipe.Download {
	d := pipe.Download{Name: tractsCSVName, Path: ExportTractsPath,
		Title: "California's census tracts with CalEnviroScreen 4.0's figures and California percentiles", PrimaryKey: []string{"geoid"},
		Fields: []pipe.Field{
			{Name: "geoid", Heading: "GEOID", Meaning: pipe.Say(meaningTractGEOID), Source: tractCitation, Type: pipe.SchemaString, Pattern: geography.Tract.IDPattern},
			{Name: "tract", Heading: "Census tract", Meaning: pipe.Say(meaningTractNumber), Source: tractCitation, Type: pipe.SchemaString},
			{Name: "fips", Heading: "County FIPS", Meaning: pipe.Say(meaningFIPS), Source: tractCitation, Type: pipe.SchemaString, Pattern: fipsPattern},
			{Name: "county", Heading: "County", Meaning: pipe.Say(meaningCountyName), Source: tractCitation, Type: pipe.SchemaString},
			{Name: "zip", Heading: "ZIP", Meaning: pipe.Say(meaningTractZIP), Source: tractCitation, Type: pipe.SchemaString},
			{Name: "population", Heading: "Population (ACS estimate), " + tractPopulationYears, Meaning: pipe.Say(meaningTractPopulation),
				Unit: "people", Years: tractPopulationYears, Source: tractPopulationSource, Type: pipe.SchemaInteger, Minimum: &zero},
		}}
	factorNames := factorNames(api)
	for _, l := range api.TractLayers {
		layer := factorNames[l.Factor]
		d.Fields = append(d.Fields,
			pipe.Field{Name: tractColumnName(l.Column), Heading: l.Column + " (" + l.Unit + "), " + l.Years,
				Meaning: pipe.Say(meaningTractValue, "column", l.Column, "layer", layer),
				Unit:    l.Unit, Years: l.Years, Source: tractCitation, Type: pipe.SchemaNumber, Minimum: &zero},
			pipe.Field{Name: tractPercentileColumn(l.Column), Heading: l.Column + ": " + tractPercentileName,
				Meaning: pipe.Say(meaningTractPercentile, "column", l.Column),
				Unit:    "percentile", Years: l.Years, Source: tractCitation, Type: pipe.SchemaNumber, Minimum: &zero, Maximum: &hundred})
	}
	d.Fields = append(d.Fields, tractScoreField(api))
	return d
}

// tractScoreField describes the tract download's combined score (tractScoreRule): the percentile
// columns it is the mean of, with their weights and years.
func tractScoreField(api *API) pipe.Field {
	rule := tractScoreRuleOf(api)
	var columns, weights, years []string
	for j, column := range rule.mains {
		if rule.weights[j] > 0 && column >= 0 {
			l := api.TractLayers[column]
			columns, weights, years = append(columns, tractPercentileColumn(l.Column)), append(weights, pipe.Decimal(rule.weights[j])), append(years, l.Years)
		}
	}
	// Headed by the tract geography's declared word for its score (data/geographies.csv).
	var heading string
	if i := slices.IndexFunc(api.Geographies, func(g geography.Geography) bool { return g.ID == geography.Tract.ID }); i >= 0 {
		heading = api.Geographies[i].Score
	}
	return pipe.Field{Name: scoreColumn, Heading: heading, Meaning: pipe.Say(meaningTractScore).Keeping("percentiles", strings.Join(columns, ", "), "weights", strings.Join(weights, ", ")),
		Unit: "percentile", Years: strings.Join(years, "; "), Source: tractCitation, Type: pipe.SchemaInteger, Minimum: &zero, Maximum: &hundred}
}

// factorNames is each factor's name by its id.
func factorNames(api *API) map[string]string {
	names := map[string]string{}
	for _, f := range api.Environmental.Factors {
		names[f.ID] = f.Name
	}
	return names
}

// tractRows calls yield with each tract's row of the tract CSV and workbook, in GEOID order, in the
// columns of tractsDownload. The row is reused between calls.
func tractRows(api *API, yield func([]pipe.Cell) error) error {
	rule := tractScoreRuleOf(api)
	row := make([]pipe.Cell, 0, 7+2*len(api.TractLayers))
	for _, t := range api.Tracts {
		if err := yield(tractRow(row[:0], t, rule)); err != nil {
			return err
		}
	}
	return nil
}

// tractRow is a tract's cells in the columns of tractsDownload.
func tractRow(row []pipe.Cell, t Tract, rule tractScoreRule) []pipe.Cell {
	row = append(row, pipe.TextCell(t.ID), pipe.TextCell(tractName(t.ID)), pipe.TextCell(geography.Tract.Parent(t.ID)), pipe.TextCell(t.County),
		pipe.TextCell(t.ZIP), pipe.NumberCell(float64(t.Population)))
	for _, f := range t.Figures {
		row = append(row, figureCell(f.Value), figureCell(f.Percentile))
	}
	if score := rule.score(t); score != NoScore {
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

// encodeTractsCSV writes /api/export/tracts: a row per tract in GEOID order.
func encodeTractsCSV(api *API, d pipe.Download) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(120 * (len(api.Tracts) + 1))
	w := csv.NewWriter(&buf)
	header := d.Names()
	if err := w.Write(header); err != nil {
		return nil, err
	}
	record := make([]string, len(header))
	if err := tractRows(api, func(row []pipe.Cell) error { return w.Write(texts(record, row)) }); err != nil {
		return nil, err
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

// TractFigures is /api/tract/figures/<county FIPS>: a county's tracts and their figures, with the
// columns, their units and years, and the source once for the file.
type TractFigures struct {
	County     string              `json:"county"` // the county's FIPS code, the first five digits of each tract's GEOID
	Source     TractSource         `json:"source"`
	Percentile string              `json:"percentile"` // what the percentiles are
	About      string              `json:"about"`      // what the figures describe: places, not people
	Population TractPopulation     `json:"population"`
	Columns    []TractFigureColumn `json:"columns"` // the columns of each tract's v and p, in order
	// ScoreLayers are the factor ids each tract's combined score s is over: those of /api/exposures' score.
	ScoreLayers []string            `json:"scoreLayers"`
	Spanish     TractFiguresSpanish `json:"es"`     // the file's texts in Spanish
	Tracts      []TractRecord       `json:"tracts"` // in GEOID order
}

// TractSource is where the tract figures come from.
type TractSource struct {
	Publisher string `json:"publisher"`
	Dataset   string `json:"dataset"`
	Published string `json:"published"`
	URL       string `json:"url"`
	Licence   string `json:"licence"`
}

// TractPopulation says what the tracts' population is: an estimate, its years and source.
type TractPopulation struct {
	Years    string `json:"years"`
	Source   string `json:"source"`
	Estimate bool   `json:"estimate"`
}

// TractFigureColumn is a column of the results a layer shows: the factor's first column is the
// layer's figure (main), the others are shown beside it.
type TractFigureColumn struct {
	Factor string `json:"factor"`
	Column string `json:"column"` // as OEHHA names it
	Main   bool   `json:"main"`
	Unit   string `json:"unit"`
	Years  string `json:"years"`
}

// TractFiguresSpanish is the file's texts in Spanish, the columns' in the order of Columns.
type TractFiguresSpanish struct {
	Percentile string            `json:"percentile"`
	About      string            `json:"about"`
	Licence    string            `json:"licence"`
	Columns    []TractColumnText `json:"columns"`
}

// TractColumnText is a column's name and unit in one language.
type TractColumnText struct {
	Column string `json:"column"`
	Unit   string `json:"unit"`
}

// TractRecord is one tract: short keys, since a county has up to 2,300 of them.
type TractRecord struct {
	ID          string        `json:"id"`               // 11-digit GEOID
	Name        string        `json:"name"`             // its number (tractName): "Census tract 10"
	ZIP         string        `json:"zip"`              // as published: 8 tracts have 2 digits
	Places      []string      `json:"places,omitempty"` // TractNaming's
	Near        string        `json:"near,omitempty"`
	Side        string        `json:"side,omitempty"`
	Population  int           `json:"pop"` // ACS 2015-2019 estimate
	Values      []TractNumber `json:"v"`   // a value per column, null for no data
	Percentiles []TractNumber `json:"p"`   // its California percentile, null for no data
	Score       *int          `json:"s"`   // tractScore over the file's ScoreLayers; null where it has none
}

// TractNumber is a figure as the results write it, null where they leave it empty (NaN).
type TractNumber float64

func (n TractNumber) MarshalJSON() ([]byte, error) {
	if math.IsNaN(float64(n)) {
		return []byte("null"), nil
	}
	return []byte(pipe.Decimal(float64(n))), nil
}

// tractFiguresFiles writes a figures file for each county with tracts, in FIPS order.
func tractFiguresFiles(api *API, t *translator) ([]OutputFile, error) {
	head := TractFigures{
		Source: TractSource{Publisher: tractPublisher, Dataset: tractDataset, Published: tractPublished, URL: tractURL,
			Licence: tractLicence},
		Percentile: tractPercentileName, About: tractsNotPeople,
		Population: TractPopulation{Years: tractPopulationYears, Source: tractPopulationSource, Estimate: true},
		Spanish:    TractFiguresSpanish{Percentile: t.say(tractPercentileName), About: t.say(tractsNotPeople), Licence: t.say(tractLicence)},
	}
	seen := map[string]bool{}
	for _, l := range api.TractLayers {
		head.Columns = append(head.Columns, TractFigureColumn{Factor: l.Factor, Column: l.Column, Main: !seen[l.Factor], Unit: l.Unit, Years: l.Years})
		head.Spanish.Columns = append(head.Spanish.Columns, TractColumnText{Column: t.say(l.Column), Unit: t.say(l.Unit)})
		seen[l.Factor] = true
	}
	head.ScoreLayers = []string{}
	for j, on := range scoreLayers(api.Layers, api.Environmental.Factors) {
		if on {
			head.ScoreLayers = append(head.ScoreLayers, api.Layers[j].Factor)
		}
	}
	rule := tractScoreRuleOf(api)
	var files []OutputFile
	for start := 0; start < len(api.Tracts); {
		county := geography.Tract.Parent(api.Tracts[start].ID)
		end := start
		for end < len(api.Tracts) && geography.Tract.Parent(api.Tracts[end].ID) == county {
			end++
		}
		file := head
		file.County = county
		for _, tract := range api.Tracts[start:end] {
			named := api.TractNames[tract.ID]
			r := TractRecord{ID: tract.ID, Name: tractName(tract.ID), ZIP: tract.ZIP, Places: named.Places, Near: named.Near, Side: named.Side,
				Population: tract.Population}
			for _, f := range tract.Figures {
				r.Values, r.Percentiles = append(r.Values, TractNumber(f.Value)), append(r.Percentiles, TractNumber(f.Percentile))
			}
			if score := rule.score(tract); score != NoScore {
				r.Score = &score
			}
			file.Tracts = append(file.Tracts, r)
		}
		data, err := pipe.JSON(file)
		if err != nil {
			return nil, err
		}
		files = append(files, OutputFile{Path: TractFiguresPath + county, Data: data})
		start = end
	}
	return files, nil
}

// tractScoreRule is how a tract's combined score is made: by the county's rule (weightedScore) on
// its California percentiles, over the layers of the county's score with their weights, where an
// empty percentile is no data; the page's tractScore (site/src/lib/tracts/tractFigures.ts).
type tractScoreRule struct {
	// mains[j] is the tract column of layer j's own figure, the first of its factor in
	// ces4/layers.csv; -1 where tracts have none.
	mains   []int
	weights []float64 // scoreWeights
}

func tractScoreRuleOf(api *API) tractScoreRule {
	mains := make([]int, len(api.Layers))
	for j, l := range api.Layers {
		mains[j] = slices.IndexFunc(api.TractLayers, func(t TractLayer) bool { return t.Factor == l.Factor })
	}
	return tractScoreRule{mains: mains, weights: scoreWeights(api.Layers, api.Environmental.Factors)}
}

// score is t's combined score; NoScore where none of its layers has a percentile.
func (r tractScoreRule) score(t Tract) int {
	return weightedScore(r.weights, func(j int) (float64, bool) {
		if r.mains[j] < 0 {
			return 0, false
		}
		p := t.Figures[r.mains[j]].Percentile
		return p, !math.IsNaN(p)
	})
}

// tractPackageSource cites OEHHA in the data package.
func tractPackageSource() datapackage.Source {
	return datapackage.Source{Title: tractCitation, Path: tractURL, Licence: tractLicence}
}

// tractFixedColumns are the download's columns before the figures; with the combined score after
// them, the columns no figure may take (tractOwnColumns).
var (
	tractFixedColumns = []string{"geoid", "tract", "fips", "county", "zip", "population"}
	tractOwnColumns   = append(slices.Clone(tractFixedColumns), scoreColumn)
)

// checkTractColumnNames checks that each column of ces4/layers.csv gives the tract download a
// column name of its own: lower-case letters, digits and underscores starting with a letter, not
// one of the download's own columns, and not the name an earlier line gives (so no column is shown
// twice).
func checkTractColumnNames(t *Table[TractLayerRow], errs ErrorList) ErrorList {
	first := map[string]int{} // the row giving each name first
	for i, r := range t.Rows {
		name := tractColumnName(r.Column)
		switch earlier, taken := first[name]; {
		case taken:
			errs = append(errs, t.Problem(i, "column", "%q gives the download column %q, as %q on line %d does; a column is shown once",
				r.Column, name, t.Rows[earlier].Column, t.Line(earlier, "column")))
		case !isColumnName(name) || slices.Contains(tractOwnColumns, name):
			errs = append(errs, t.Problem(i, "column", "%q gives the download column %q, which must start with a letter and not be one of %s",
				r.Column, name, strings.Join(tractOwnColumns, ", ")))
		default:
			first[name] = i
		}
	}
	return errs
}
