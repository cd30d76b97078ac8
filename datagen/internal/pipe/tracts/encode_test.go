package tracts

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// TestScores computes a fixture county's tract scores by hand: the layers of the counties' score
// (one of them, industrial, without a tract column), the tract columns in another order than the
// score's layers with one beside PM2.5 that takes no part, a tract without a pesticide percentile,
// two tracts with the same percentiles, and a mean of exactly a half.
func TestScores(t *testing.T) {
	p := Product{
		Score: []ScoreLayer{{Factor: "pesticides", Weight: 0.5}, {Factor: "airPollution", Weight: 0.5}, {Factor: "industrial", Weight: 0.2}},
		Layers: []Layer{{Factor: "airPollution", Column: "PM2.5"}, {Factor: "airPollution", Column: "Diesel PM"},
			{Factor: "traffic", Column: "Traffic"}, {Factor: "pesticides", Column: "Pesticides"}},
	}
	nan := math.NaN()
	// Percentiles in the columns' order: PM2.5, Diesel PM, Traffic, Pesticides.
	tract := func(id string, p ...float64) Tract {
		figures := make([]Figure, len(p))
		for i := range p {
			figures[i] = Figure{Value: 1, Percentile: p[i]}
		}
		return Tract{ID: id, Figures: figures}
	}
	p.Tracts = []Tract{
		tract("06019000100", 60, 99, 99, 25.5),  // (0.5·25.5 + 0.5·60) / 1 = 42.75
		tract("06019000200", 80.2, 99, 99, nan), // no pesticide percentile: 0.5·80.2 / 0.5
		tract("06019000300", 42, 1, 1, 41),      // 41.5 rounds up
		tract("06019000400", 50, 0, 0, 50),      // the same percentiles on both layers, and in the next tract
		tract("06019000500", 50, 99, 99, 50),
		tract("06019000600", nan, 99, 99, nan), // none on the score's layers
	}
	files, err := p.figuresFiles(func(s string) string { return s }, nil, nil)
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
			scores = append(scores, figures.NoScore)
		} else {
			scores = append(scores, *tr.S)
		}
	}
	if want := []int{43, 80, 42, 50, 50, figures.NoScore}; !slices.Equal(scores, want) {
		t.Errorf("scores = %v, want %v", scores, want)
	}
	// The download's last column says the same.
	var downloaded []int
	if err := p.Rows(func(row []pipe.Cell) error {
		score, ok := row[len(row)-1].Number()
		if !ok {
			score = figures.NoScore
		}
		downloaded = append(downloaded, int(score))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(downloaded, scores) {
		t.Errorf("the download's scores = %v, want the figures files' %v", downloaded, scores)
	}
}

// TestNearestSite gives each of a county's tracts the Superfund site nearest its point, each site
// named once in the file. By the haversine formula (R = 6,371.0088 km), Fresno's tract 10
// (36.6977507, -119.804314) is 2.069 km from the Fresno landfill (36.704169, -119.8261) and 5.264 km
// from Purity Oil Sales (36.6874, -119.7467); a tract at (36.695, -119.75) is 6.861 and 0.895 km
// from them. The file counts the county's sites. Without sites, no tract has one and the file no count.
func TestNearestSite(t *testing.T) {
	p := Product{Tracts: []Tract{
		{ID: "06019001000", Lat: 36.6977507, Lon: -119.804314},
		{ID: "06019001100", Lat: 36.695, Lon: -119.75},
	}}
	landfill, purity := sites.Site{EPAID: "CAD980636914", Name: "FRESNO MUNICIPAL SANITARY LANDFILL", Lat: 36.704169, Lon: -119.8261},
		sites.Site{EPAID: "CAD980736151", Name: "PURITY OIL SALES, INC.", Lat: 36.6874, Lon: -119.7467}
	nearest := func(locator *sites.Locator, inCounty map[string]sites.CountySites) string {
		files, err := p.figuresFiles(func(s string) string { return s }, locator, inCounty)
		if err != nil {
			t.Fatal(err)
		}
		var file struct {
			CountySites *int              `json:"countySites"`
			SiteNames   map[string]string `json:"siteNames"`
			Tracts      []struct {
				NearestSite json.RawMessage `json:"ns"`
			} `json:"tracts"`
		}
		if err := json.Unmarshal(files[0].Data, &file); err != nil {
			t.Fatal(err)
		}
		names, _ := json.Marshal(file.SiteNames)
		count, _ := json.Marshal(file.CountySites)
		return fmt.Sprintf("%s %s %s %s", count, file.Tracts[0].NearestSite, file.Tracts[1].NearestSite, names)
	}
	inFresno := map[string]sites.CountySites{"06019": {In: []sites.SiteName{{EPAID: landfill.EPAID}, {EPAID: purity.EPAID}}}}
	got := nearest((&sites.Product{Sites: []sites.Site{landfill, purity}}).Locator(), inFresno)
	want := `2 ["CAD980636914",2.1] ["CAD980736151",0.9] {"CAD980636914":"FRESNO MUNICIPAL SANITARY LANDFILL","CAD980736151":"PURITY OIL SALES, INC."}`
	if got != want {
		t.Errorf("nearest sites %s, want %s", got, want)
	}
	if got := nearest(nil, nil); got != "null   null" {
		t.Errorf("without sites: %s, want none", got)
	}
}

func TestName(t *testing.T) {
	for id, want := range map[string]string{"06019001000": "10", "06037204920": "2049.20", "06075980401": "9804.01",
		"06001000100": "1", "06083000001": "0.01", "06037137000": "1370"} {
		if got := Name(id); got != want {
			t.Errorf("Name(%s) = %q, want %q", id, got, want)
		}
	}
}

func TestColumnName(t *testing.T) {
	for column, want := range map[string]string{"PM2.5": "pm25", "Diesel PM": "diesel_pm", "Tox. Release": "tox_release",
		"Pesticides": "pesticides", "Drinking Water": "drinking_water", "Low-Birth Weight": "low_birth_weight"} {
		if got := ColumnName(column); got != want {
			t.Errorf("ColumnName(%q) = %q, want %q", column, got, want)
		}
	}
}
