package datagen

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"sync"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// TestTractProblems breaks the committed tract files one way per case and checks the exact problem
// lines (ces4_results.csv's line 8 is Fresno's tract 06019001000; its outline is the fourth of the
// fixture's prepared TopoJSON), and that the previous build is left byte-identical.
func TestTractProblems(t *testing.T) {
	var (
		results = filepath.Join(tracts.Dir, tracts.ResultsFile)
		layers  = filepath.Join(tracts.Dir, tracts.LayersFile)
		fresno  = "\n06019001000,6019001000,4255,Fresno,"
		// The outline of 06019001000, left without its tract.
		orphan = `data/ces4/ca_tracts_2010.topojson.gz: objects.tracts.geometries[3] (id 06019001000): GEOID 06019001000 is no tract of data/ces4/ces4_results.csv; only a water (99xxxx) or special land-use (98xxxx) tract may be left out`
	)
	tests := []struct {
		name  string
		edits []edit
		want  []string
	}{
		{"id of 10 digits", []edit{{results, fresno, "\n6019001000,6019001000,4255,Fresno,"}},
			[]string{`data/ces4/ces4_results.csv:8: GEOID: "6019001000" must be 11 digits`, orphan}},
		{"tract in another county", []edit{{results, fresno, "\n06019001000,6019001000,4255,Madera,"}},
			[]string{`data/ces4/ces4_results.csv:8: GEOID: "06019001000" is in the county 06019, not Madera County (06039) as California County says`}},
		{"county of another state", []edit{{results, fresno, "\n06019001000,6019001000,4255,Maricopa,"}},
			[]string{`data/ces4/ces4_results.csv:8: California County: "Maricopa" is not a county of CA in data/us_counties.csv`}},
		{"percentile 101", []edit{{results, ",13.55379682,96.02,", ",13.55379682,101,"}},
			[]string{`data/ces4/ces4_results.csv:8: PM2.5 Pctl: "101" must be a percentile from 0 to 100, or empty for no data`}},
		{"tract without an outline", []edit{{results, fresno, "\n06019001001,6019001001,4255,Fresno,"}},
			[]string{`data/ces4/ces4_results.csv:8: GEOID: "06019001001" has no outline in data/ces4/ca_tracts_2010.topojson.gz`, orphan}},
		{"negative figure", []edit{{results, ",1321.97,90.83,", ",-1321.97,90.83,"}},
			[]string{`data/ces4/ces4_results.csv:8: Pesticides: "-1321.97" must be a number of 0 or more, or empty for no data`}},
		{"unit not the dictionary's", []edit{{layers, "Pesticides,lb per square mile,", "Pesticides,kg per km²,"},
			{TranslationsFile, "\nlb per square mile,", "\nkg per km²,"}},
			[]string{`data/ces4/layers.csv:2: unit: "kg per km²" is not the unit data/ces4/ces4_data_dictionary.csv gives Pesticides: "lb per square mile (shown to 2 decimals in the CSV)"`}},
		{"column the dictionary lacks", []edit{{layers, "traffic,Traffic,", "traffic,Traffic density,"},
			{TranslationsFile, "\nTraffic,Tráfico\n", "\nTraffic,Tráfico\nTraffic density,Densidad de tráfico\n"}},
			[]string{`data/ces4/layers.csv:5: column: "Traffic density" must be a column of data/ces4/ces4_data_dictionary.csv with a "Traffic density Pctl" column beside it`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { expectProblems(t, tt.edits, tt.want) })
	}
}

// committedTracts validates the committed data folder once and returns its model.
func committedTracts(t *testing.T) *Model {
	t.Helper()
	committed.once.Do(func() {
		ds, err := Read(OSFS{}, filepath.Join(wd, repoData))
		if ds == nil {
			committed.err = err
			return
		}
		committed.model, committed.err = Validate(ds)
	})
	if committed.err != nil {
		t.Fatal(committed.err)
	}
	return committed.model
}

var committed struct {
	once  sync.Once
	model *Model
	err   error
}

// tractLayer is the index of a column of ces4/layers.csv among a tract's figures.
func tractLayer(t *testing.T, m *Model, column string) int {
	t.Helper()
	i := slices.IndexFunc(m.TractLayers, func(l tracts.Layer) bool { return l.Column == column })
	if i < 0 {
		t.Fatalf("no layer shows %s", column)
	}
	return i
}

// TestTractPM25Percentiles ranks every tract's PM2.5 by OEHHA's rule (data/ces4/SOURCE.md: a tract
// with no value is left out; each other gets 100 × the share of ranked tracts with a value at most
// its own, rounded to 2 decimals) and finds the file's percentile for all 8,035.
func TestTractPM25Percentiles(t *testing.T) {
	m := committedTracts(t)
	pm25 := tractLayer(t, m, "PM2.5")
	var values []float64
	for _, tr := range m.Tracts {
		if v := tr.Figures[pm25].Value; !math.IsNaN(v) {
			values = append(values, v)
		}
	}
	sort.Float64s(values)
	matched := 0
	for _, tr := range m.Tracts {
		f := tr.Figures[pm25]
		atMost := sort.Search(len(values), func(i int) bool { return values[i] > f.Value })
		if want := math.Round(10000*float64(atMost)/float64(len(values))) / 100; want != f.Percentile {
			t.Errorf("%s: PM2.5 %v is percentile %v by OEHHA's rule, the file says %v", tr.ID, f.Value, want, f.Percentile)
		} else {
			matched++
		}
	}
	if len(m.Tracts) != 8035 || matched != 8035 {
		t.Errorf("%d of %d tracts match, want all 8,035", matched, len(m.Tracts))
	}
}

func TestTractSpotValues(t *testing.T) {
	m := committedTracts(t)
	tract := func(id string) tracts.Tract {
		i := slices.IndexFunc(m.Tracts, func(tr tracts.Tract) bool { return tr.ID == id })
		if i < 0 {
			t.Fatalf("no tract %s", id)
		}
		return m.Tracts[i]
	}
	round2 := func(v float64) float64 { return math.Round(v*100) / 100 }
	fresno, boyleHeights := tract("06019001000"), tract("06037204920")
	for _, c := range []struct {
		what      string
		got, want float64
	}{
		{"06019001000 PM2.5 (µg/m³, shown to 2 decimals)", round2(fresno.Figures[tractLayer(t, m, "PM2.5")].Value), 13.55},
		{"06019001000 PM2.5 percentile", fresno.Figures[tractLayer(t, m, "PM2.5")].Percentile, 96.02},
		{"06019001000 pesticides (lb/mi²)", fresno.Figures[tractLayer(t, m, "Pesticides")].Value, 1321.97},
		{"06019001000 pesticides percentile", fresno.Figures[tractLayer(t, m, "Pesticides")].Percentile, 90.83},
		{"06037204920 diesel PM percentile", boyleHeights.Figures[tractLayer(t, m, "Diesel PM")].Percentile, 96.55},
		{"06019001000 population", float64(fresno.Population), 4255},
	} {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", c.what, c.got, c.want)
		}
	}
	if fresno.ZIP != "93706" {
		t.Errorf("06019001000 ZIP = %q, want 93706", fresno.ZIP)
	}
}

// TestTractOutlines: every tract has its outline, the renumbered LA tract by the crosswalk, and
// neighbours share their borders: nearly every arc is named by two tracts, once each way.
func TestTractOutlines(t *testing.T) {
	m := committedTracts(t)
	if got := len(m.TractShapes.Shapes); got != 8035 {
		t.Errorf("%d outlines, want 8,035", got)
	}
	if !slices.Contains(m.TractShapes.ShapeIDs(), "06037930401") {
		t.Errorf("no outline for 06037930401, the Census's 06037137000")
	}
	uses := make([]int, len(m.TractShapes.Arcs))
	for _, s := range m.TractShapes.Shapes {
		for _, polygon := range s.Polygons {
			for _, ring := range polygon {
				for _, ref := range ring {
					uses[topology.ArcOf(ref)]++
				}
			}
		}
	}
	shared := 0
	for _, n := range uses {
		if n > 2 {
			t.Fatalf("an arc is named %d times", n)
		}
		if n == 2 {
			shared++
		}
	}
	// The rest is the coast and the state's border.
	if share := float64(shared) / float64(len(uses)); share < 0.95 {
		t.Errorf("%.3f of the arcs are shared, want most of them", share)
	}
}

// TestPreparedOutlinesAreCurrent: the tract outlines generate reads are what riskmap import outlines
// prepares from the GeoJSON beside them, in the committed data and in the tests' fixture.
func TestPreparedOutlinesAreCurrent(t *testing.T) {
	for _, dir := range []string{repoData, filepath.Join("testdata", "data")} {
		prepared, problems := tracts.Prepare(OSFS{}.Open, dir)
		if len(problems) > 0 {
			t.Fatal(problems)
		}
		want, err := gunzipBytes(prepared)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, tracts.Dir, tracts.ShapesFile)
		committed, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := gunzipBytes(committed); err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s is not what riskmap import outlines --data %s prepares from %s (%v)", file, dir, tracts.SourceShapesFile, err)
		}
	}
}
