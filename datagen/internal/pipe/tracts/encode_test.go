package tracts

import (
	"encoding/json"
	"math"
	"slices"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
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
	files, err := p.figuresFiles(func(s string) string { return s })
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
