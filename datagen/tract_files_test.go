package datagen

import (
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
)

// TestTractCSV writes the tract CSV of the committed data: a row per tract with its codes as text,
// and the spot values of data/ces4/SOURCE.md in their columns.
func TestTractCSV(t *testing.T) {
	records := csvRecords(t, committedTractFiles(t)[tracts.ExportPath])
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
	files := committedTractFiles(t)
	delete(files, tracts.ExportPath)
	if len(files) != 58 {
		t.Errorf("%d files, want one per California county: 58", len(files))
	}
	written := 0
	for path, data := range files {
		var figures struct {
			County string `json:"county"`
			Tracts []struct {
				ID string     `json:"id"`
				V  []*float64 `json:"v"`
				P  []*float64 `json:"p"`
			} `json:"tracts"`
			Columns []json.RawMessage `json:"columns"`
		}
		if err := json.Unmarshal(data, &figures); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if path != tracts.FiguresPath+figures.County {
			t.Errorf("%s holds the county %s", path, figures.County)
		}
		for _, tr := range figures.Tracts {
			written++
			if geography.Tract.Parent(tr.ID) != figures.County || len(tr.V) != len(figures.Columns) || len(tr.P) != len(figures.Columns) {
				t.Errorf("%s: tract %s has %d values and %d percentiles for %d columns", path, tr.ID, len(tr.V), len(tr.P), len(figures.Columns))
			}
			if tr.ID == "06019001000" && (tr.V[1] == nil || *tr.P[1] != 96.02 || *tr.V[0] != 1321.97 || *tr.P[0] != 90.83) {
				t.Errorf("06019001000: values %v, percentiles %v", tr.V, tr.P)
			}
		}
	}
	if written != 8035 {
		t.Errorf("%d tracts, want 8,035", written)
	}
}

// TestTractCSVScore reads the fixture's tract CSV: a tract's combined score is the mean of its
// California percentiles of the county score's layers, pesticides (weight 0.4) and PM2.5 (0.3),
// counted by hand.
func TestTractCSVScore(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	records := csvRecords(t, readOutput(t, res.Dir, tracts.ExportPath))
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

// committedTractFiles are the files the tracts' pipe writes of the committed data, by path.
func committedTractFiles(t *testing.T) map[string][]byte {
	t.Helper()
	m := committedTracts(t)
	ctx := &pipe.Context{Spanish: (&translator{spanish: m.Spanish}).say}
	tracts.Give(ctx, tractsProduct(m, nil))
	if err := (tracts.Pipe{}).Run(ctx); err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for _, f := range ctx.Files() {
		files[f.Path] = f.Data
	}
	return files
}

// TestTractsProductScore: a tract's combined score is over the counties' score's layers (the
// factors factors.csv enables by default) with their weights, headed by the tract geography's word.
func TestTractsProductScore(t *testing.T) {
	m := &Model{
		Factors: []environmental.Factor{{ID: "pesticides", Weight: 0.5, DefaultEnabled: true},
			{ID: "airPollution", Weight: 0.5, DefaultEnabled: true}, {ID: "traffic", Weight: 0.2}, {ID: "industrial", Weight: 0.2, DefaultEnabled: true}},
		Layers:      []Layer{{Factor: "pesticides"}, {Factor: "airPollution"}, {Factor: "traffic"}, {Factor: "industrial"}},
		Geographies: []geography.Geography{geography.County, geography.Tract},
	}
	m.Geographies[1].Score = "Combined California percentile"
	p := tractsProduct(m, nil)
	if want := []tracts.ScoreLayer{{Factor: "pesticides", Weight: 0.5}, {Factor: "airPollution", Weight: 0.5}, {Factor: "industrial", Weight: 0.2}}; !slices.Equal(p.Score, want) {
		t.Errorf("score layers = %v, want %v", p.Score, want)
	}
	if p.ScoreHeading != "Combined California percentile" {
		t.Errorf("score heading = %q", p.ScoreHeading)
	}
}
