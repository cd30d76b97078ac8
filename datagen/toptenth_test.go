package datagen

import (
	"reflect"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
)

// TestTopTenth checks the people of a layer's top tenth against a count made by hand: twenty
// counties with figures 1 to 20 take percentiles 0, 5, ... 95, so the top tenth (90 and up) is the
// two with figures 19 and 20; a county with no data is left out however many live there, and
// "none reported" ranks as 0, never in the top tenth.
func TestTopTenth(t *testing.T) {
	var counties []MeasuredCounty
	readings := make([]Reading, 0, 22)
	for v := 1; v <= 20; v++ {
		readings = append(readings, Reading{Status: StatusValue, Value: float64(v)})
	}
	readings = append(readings, Reading{Status: StatusNoData}, Reading{Status: StatusNoneReported})
	rank(readings)
	for i, r := range readings {
		p := Population{People: 1000 + i, Year: 2023}
		switch i {
		case 18: // figure 19
			p = Population{People: 270_000, Year: 2021}
		case 19: // figure 20
			p = Population{People: 41_000_000, Year: 2023}
		case 20: // no data
			p.People = 9_000_000
		}
		counties = append(counties, MeasuredCounty{Readings: []Reading{r}, Population: p})
	}
	got := topTenth(counties, 0)
	want := &environmental.TopTenth{People: 41_270_000, Counties: 2, Years: "2021-2023"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("topTenth = %+v, want %+v", got, want)
	}
	if s := got.Say("Air Pollution (PM2.5)", inEnglish); s != "41.3 million people live in the 10% of counties with the highest Air Pollution (PM2.5) figures (population 2021-2023)." {
		t.Errorf("sentence = %q", s)
	}
	if s := (&environmental.TopTenth{People: 412345, Years: "2023"}).Say("Traffic Density", inEnglish); s != "412,345 people live in the 10% of counties with the highest Traffic Density figures (population 2023)." {
		t.Errorf("sentence = %q", s)
	}
	if readings[17].Percentile != 85 || readings[18].Percentile != 90 || readings[21].Percentile != 0 {
		t.Errorf("percentiles = %d, %d, %d: the fixture no longer means what it says", readings[17].Percentile, readings[18].Percentile, readings[21].Percentile)
	}
}
