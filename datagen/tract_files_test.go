package datagen

import (
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
)

// TestTractCSV writes the tract CSV of the committed data: a row per tract with its codes as text,
// and the spot values of data/ces4/SOURCE.md in their columns.
func TestTractCSV(t *testing.T) {
	m := committedTracts(t)
	api := &API{Tracts: tractsByID(m.Tracts), TractLayers: m.TractLayers}
	d := tractsDownload(api)
	data, err := encodeTractsCSV(api, d)
	if err != nil {
		t.Fatal(err)
	}
	records := csvRecords(t, data)
	if rows := len(records) - 1; rows != 8035 {
		t.Errorf("%d data rows, want 8,035", rows)
	}
	column := map[string]int{}
	for i, name := range records[0] {
		column[name] = i
	}
	rows := map[string][]string{}
	for _, r := range records[1:] {
		rows[r[column["geoid"]]] = r
	}
	number := func(id, name string) float64 {
		v, err := strconv.ParseFloat(rows[id][column[name]], 64)
		if err != nil {
			t.Fatalf("%s %s: %v", id, name, err)
		}
		return v
	}
	round2 := func(v float64) float64 { return math.Round(v*100) / 100 }
	for _, c := range []struct {
		id, column string
		got, want  float64
	}{
		{"06019001000", "pm25 (to 2 decimals)", round2(number("06019001000", "pm25")), 13.55},
		{"06019001000", "pm25_ca_percentile", number("06019001000", "pm25_ca_percentile"), 96.02},
		{"06019001000", "pesticides", number("06019001000", "pesticides"), 1321.97},
		{"06019001000", "pesticides_ca_percentile", number("06019001000", "pesticides_ca_percentile"), 90.83},
		{"06037204920", "diesel_pm_ca_percentile", number("06037204920", "diesel_pm_ca_percentile"), 96.55},
	} {
		if c.got != c.want {
			t.Errorf("%s %s = %v, want %v", c.id, c.column, c.got, c.want)
		}
	}
	for id, want := range map[string][]string{"06019001000": {"10", "06019", "Fresno", "93706"}, "06037204920": {"2049.20", "06037", "Los Angeles", "90023"}} {
		r := rows[id]
		if got := []string{r[column["tract"]], r[column["fips"]], r[column["county"]], r[column["zip"]]}; !slices.Equal(got, want) {
			t.Errorf("%s: tract, fips, county, zip = %q, want %q", id, got, want)
		}
	}
	// A 2-digit ZIP stays as published, and a tract without a traffic figure has empty cells.
	if got := rows["06083001800"][column["zip"]]; got != "32" {
		t.Errorf("06083001800 zip = %q, want 32 as published", got)
	}
	empty := 0
	for _, r := range records[1:] {
		if r[column["traffic"]] == "" && r[column["traffic_ca_percentile"]] == "" {
			empty++
		}
	}
	if empty != 35 {
		t.Errorf("%d tracts without a traffic figure, want OEHHA's 35", empty)
	}
}

// TestTractFiguresFiles writes the committed tracts' figures files: one per county with tracts,
// 8,035 tracts in all, each with a value and a percentile per column, null for no data.
func TestTractFiguresFiles(t *testing.T) {
	m := committedTracts(t)
	api := &API{Tracts: tractsByID(m.Tracts), TractLayers: m.TractLayers}
	files, err := tractFiguresFiles(api, &translator{spanish: m.Spanish})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 58 {
		t.Errorf("%d files, want one per California county: 58", len(files))
	}
	tracts := 0
	for _, f := range files {
		var figures struct {
			County string `json:"county"`
			Tracts []struct {
				ID string     `json:"id"`
				V  []*float64 `json:"v"`
				P  []*float64 `json:"p"`
			} `json:"tracts"`
			Columns []json.RawMessage `json:"columns"`
		}
		if err := json.Unmarshal(f.Data, &figures); err != nil {
			t.Fatalf("%s: %v", f.Path, err)
		}
		if f.Path != TractFiguresPath+figures.County {
			t.Errorf("%s holds the county %s", f.Path, figures.County)
		}
		for _, tr := range figures.Tracts {
			tracts++
			if geography.Tract.Parent(tr.ID) != figures.County || len(tr.V) != len(figures.Columns) || len(tr.P) != len(figures.Columns) {
				t.Errorf("%s: tract %s has %d values and %d percentiles for %d columns", f.Path, tr.ID, len(tr.V), len(tr.P), len(figures.Columns))
			}
			if tr.ID == "06019001000" && (tr.V[1] == nil || *tr.P[1] != 96.02 || *tr.V[0] != 1321.97 || *tr.P[0] != 90.83) {
				t.Errorf("06019001000: values %v, percentiles %v", tr.V, tr.P)
			}
		}
	}
	if tracts != 8035 {
		t.Errorf("%d tracts, want 8,035", tracts)
	}
}

// TestTractScores computes a fixture county's tract scores by hand: the layers of the county score
// (one of them, industrial, without a tract column), the tract columns in another order than the
// factors with one beside PM2.5 that takes no part, a tract without a pesticide percentile, two
// tracts with the same percentiles, and a mean of exactly a half.
func TestTractScores(t *testing.T) {
	api := &API{
		Environmental: environmental.Data{Factors: []environmental.Factor{{ID: "pesticides", Weight: 0.5, DefaultEnabled: true},
			{ID: "airPollution", Weight: 0.5, DefaultEnabled: true}, {ID: "traffic", Weight: 0.2}, {ID: "industrial", Weight: 0.2, DefaultEnabled: true}}},
		Layers: []Layer{{Factor: "pesticides"}, {Factor: "airPollution"}, {Factor: "traffic"}, {Factor: "industrial"}},
		TractLayers: []TractLayer{{Factor: "airPollution", Column: "PM2.5"}, {Factor: "airPollution", Column: "Diesel PM"},
			{Factor: "traffic", Column: "Traffic"}, {Factor: "pesticides", Column: "Pesticides"}},
	}
	nan := math.NaN()
	// Percentiles in the columns' order: PM2.5, Diesel PM, Traffic, Pesticides.
	tract := func(id string, p ...float64) Tract {
		figures := make([]TractFigure, len(p))
		for i := range p {
			figures[i] = TractFigure{Value: 1, Percentile: p[i]}
		}
		return Tract{ID: id, Figures: figures}
	}
	api.Tracts = []Tract{
		tract("06019000100", 60, 99, 99, 25.5),  // (0.5·25.5 + 0.5·60) / 1 = 42.75
		tract("06019000200", 80.2, 99, 99, nan), // no pesticide percentile: 0.5·80.2 / 0.5
		tract("06019000300", 42, 1, 1, 41),      // 41.5 rounds up
		tract("06019000400", 50, 0, 0, 50),      // the same percentiles on both layers, and in the next tract
		tract("06019000500", 50, 99, 99, 50),
		tract("06019000600", nan, 99, 99, nan), // none on the score's layers
	}
	files, err := tractFiguresFiles(api, &translator{})
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		ScoreLayers []string `json:"scoreLayers"`
		Tracts      []struct {
			S *int `json:"s"`
		} `json:"tracts"`
	}
	if err := json.Unmarshal(files[0].Data, &got); err != nil {
		t.Fatal(err)
	}
	if want := []string{"pesticides", "airPollution", "industrial"}; !slices.Equal(got.ScoreLayers, want) {
		t.Errorf("scoreLayers = %v, want %v", got.ScoreLayers, want)
	}
	var scores []int
	for _, tr := range got.Tracts {
		if tr.S == nil {
			scores = append(scores, NoScore)
		} else {
			scores = append(scores, *tr.S)
		}
	}
	if want := []int{43, 80, 42, 50, 50, NoScore}; !slices.Equal(scores, want) {
		t.Errorf("scores = %v, want %v", scores, want)
	}
}

func TestTractName(t *testing.T) {
	for id, want := range map[string]string{"06019001000": "10", "06037204920": "2049.20", "06075980401": "9804.01",
		"06001000100": "1", "06083000001": "0.01", "06037137000": "1370"} {
		if got := tractName(id); got != want {
			t.Errorf("tractName(%s) = %q, want %q", id, got, want)
		}
	}
}

func TestTractColumnName(t *testing.T) {
	for column, want := range map[string]string{"PM2.5": "pm25", "Diesel PM": "diesel_pm", "Tox. Release": "tox_release",
		"Pesticides": "pesticides", "Drinking Water": "drinking_water", "Low-Birth Weight": "low_birth_weight"} {
		if got := tractColumnName(column); got != want {
			t.Errorf("tractColumnName(%q) = %q, want %q", column, got, want)
		}
	}
}

// TestTractColumnNames: each line of ces4/layers.csv must give the tract download a column of its own.
func TestTractColumnNames(t *testing.T) {
	tests := []struct {
		name    string
		columns []string
		want    []string
	}{
		{"distinct", []string{"Pesticides", "PM2.5", "Diesel PM"}, nil},
		{"a column twice", []string{"Pesticides", "PM2.5", "PM2.5"},
			[]string{`layers.csv:4: column: "PM2.5" gives the download column "pm25", as "PM2.5" on line 3 does; a column is shown once`}},
		{"a fixed column", []string{"Pesticides", "Population"},
			[]string{`layers.csv:3: column: "Population" gives the download column "population", which must start with a letter and not be one of geoid, tract, fips, county, zip, population, combined_score`}},
		{"the combined score's column", []string{"Pesticides", "Combined Score"},
			[]string{`layers.csv:3: column: "Combined Score" gives the download column "combined_score", which must start with a letter and not be one of geoid, tract, fips, county, zip, population, combined_score`}},
		{"no letter first", []string{"2.5 PM"},
			[]string{`layers.csv:2: column: "2.5 PM" gives the download column "25_pm", which must start with a letter and not be one of geoid, tract, fips, county, zip, population, combined_score`}},
		{"same name by its signs", []string{"Tox. Release", "Tox Release"},
			[]string{`layers.csv:3: column: "Tox Release" gives the download column "tox_release", as "Tox. Release" on line 2 does; a column is shown once`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			table := &Table[TractLayerRow]{File: "layers.csv"}
			for i, c := range tt.columns {
				table.Rows = append(table.Rows, TractLayerRow{Factor: "airPollution", Column: c})
				table.rowLines = append(table.rowLines, i+2)
			}
			var got []string
			for _, p := range checkTractColumnNames(table, nil) {
				got = append(got, p.String())
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("problems = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestTractCSVScore reads the fixture's tract CSV: a tract's combined score is the mean of its
// California percentiles of the county score's layers, pesticides (weight 0.4) and PM2.5 (0.3),
// counted by hand.
func TestTractCSVScore(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	records := csvRecords(t, readOutput(t, res.Dir, ExportTractsPath))
	score := slices.Index(records[0], scoreColumn)
	if score < 0 {
		t.Fatalf("header %q has no %s", records[0], scoreColumn)
	}
	want := map[string]string{
		"06019000200": "79", // (0.4 × 64.41 + 0.3 × 97.47) / 0.7 = 78.58
		"06019000300": "84", // (0.4 × 73.38 + 0.3 × 97.36) / 0.7 = 83.66
	}
	for _, r := range records[1:] {
		if w, ok := want[r[0]]; ok && r[score] != w {
			t.Errorf("%s: %s = %q, want %s", r[0], scoreColumn, r[score], w)
		}
		delete(want, r[0])
	}
	if len(want) > 0 {
		t.Errorf("tracts %v are not in the CSV", want)
	}
}
