package measured

import (
	"maps"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

func filesByPath(t *testing.T, files []pipe.File, err error) map[string]string {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	byPath := map[string]string{}
	for _, f := range files {
		byPath[f.Path] = string(f.Data)
	}
	return byPath
}

// TestPopulationFiles writes a file per state of the counties, with the sites of its counties only:
// a site's county in a state without a population file writes none.
func TestPopulationFiles(t *testing.T) {
	files, err := populationFiles(
		[]CountyPopulation{{FIPS: "06019", People: 1017162, Year: 2023, Source: "pep-2023"}, {FIPS: "37133", People: 210000, Year: 2023, Source: "pep-2023"}},
		map[string]sites.CountySites{"37133": {Km: 1.5, Nearest: sites.SiteName{EPAID: "NC6170022580"}}, "12001": {Km: 3}},
	)
	got := filesByPath(t, files, err)
	if want := []string{"population/06", "population/37"}; !slices.Equal(slices.Sorted(maps.Keys(got)), want) {
		t.Fatalf("files %v, want %v", got, want)
	}
	if want := `{"counties":{"06019":[1017162,2023,"pep-2023"]}}` + "\n"; got["population/06"] != want {
		t.Errorf("population/06 = %s, want %s", got["population/06"], want)
	}
	if nc := got["population/37"]; !strings.Contains(nc, `"37133":[210000,2023,"pep-2023"]`) || !strings.Contains(nc, `"sites":{"37133":`) || !strings.Contains(nc, "NC6170022580") {
		t.Errorf("population/37 = %s", nc)
	}
}

// TestPM25StateFiles gives every state of the measured counties a file, one the yearly figures
// lack with null medians, and a county's missing year null.
func TestPM25StateFiles(t *testing.T) {
	p := PM25{
		Years: []int{2000, 2001}, National: []float64{10, 9.5}, States: map[string][]float64{"06": {11, math.NaN()}},
		Figures:  []figures.YearFigure{{FIPS: "06019", Year: 2000, Value: 11}},
		Counties: []string{"02013", "06019"},
	}
	files, err := p.stateFiles()
	got := filesByPath(t, files, err)
	for path, want := range map[string]string{
		"pm25-by-year/02": `{"years":[2000,2001],"national":[10,9.5],"state":[null,null],"counties":{}}` + "\n",
		"pm25-by-year/06": `{"years":[2000,2001],"national":[10,9.5],"state":[11,null],"counties":{"06019":[11,null]}}` + "\n",
	} {
		if got[path] != want {
			t.Errorf("%s = %s, want %s", path, got[path], want)
		}
	}
}
