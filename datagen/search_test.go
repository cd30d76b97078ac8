package datagen

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/places"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// TestSearchWords folds the shared cases (testdata/fold_cases.csv), which the page's fold test
// reads too, so a query and a name fold alike on both sides.
func TestSearchWords(t *testing.T) {
	f, err := os.Open("testdata/fold_cases.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type foldCase struct {
		Text  string `csv:"text"`
		Words string `csv:"words"`
	}
	cases, problems := ReadTable[foldCase](f, "fold_cases.csv", []string{"text", "words"})
	if problems != nil {
		t.Fatal(problems)
	}
	for _, c := range cases.Rows {
		if got := strings.Join(places.Words(c.Text), " "); got != c.Words {
			t.Errorf("places.Words(%q) = %q, want %q", c.Text, got, c.Words)
		}
	}
}

func TestPlaceName(t *testing.T) {
	tests := []struct{ name, kind, wantName, wantType string }{
		{"Springfield city", "city", "Springfield", "city"},
		{"Abanda CDP", "CDP", "Abanda", "CDP"},
		{"Indianapolis city (balance)", "balance", "Indianapolis", "city"},
		{"Nashville-Davidson metropolitan government (balance)", "balance", "Nashville-Davidson", "city"},
		{"Milford city (balance)", "balance", "Milford", "city"},
		{"Carson City", "incorporated place", "Carson City", "incorporated place"},
		{"Foster City city", "city", "Foster City", "city"},
	}
	for _, tt := range tests {
		if name, kind := placeName(tt.name, tt.kind); name != tt.wantName || kind != tt.wantType {
			t.Errorf("placeName(%q, %q) = %q, %q; want %q, %q", tt.name, tt.kind, name, kind, tt.wantName, tt.wantType)
		}
	}
	for name, want := range map[string][2]string{
		"Brooklyn borough": {"Brooklyn", "borough"}, "Hempstead town": {"Hempstead", "town"},
		"Albany city": {"Albany", "city"}, "Oil Springs Reservation": {"Oil Springs Reservation", ""},
	} {
		if got, kind := subdivisionName(name); got != want[0] || kind != want[1] {
			t.Errorf("subdivisionName(%q) = %q, %q; want %q, %q", name, got, kind, want[0], want[1])
		}
	}
}

// TestPlaceCounty gives each rule of placeCounty a place, with a locator standing in for the
// county shapes.
func TestPlaceCounty(t *testing.T) {
	known := map[string]NationalCounty{"36061": {StateCode: "NY"}, "36047": {StateCode: "NY"}, "34017": {StateCode: "NJ"}}
	byHand := map[string]string{"3651000": "36061"}
	people := map[string]PlacePeople{"3651000": {People: 8804190, County: "36047"}, "3600001": {People: 10, County: "36047"}}
	locate := func(lat, lon float64) (string, bool) {
		switch {
		case lat == 1:
			return "36061", true
		case lat == 2:
			return "34017", true // across the state line: not the place's
		}
		return "", false
	}
	tests := []struct {
		name   string
		place  Place
		locate AreaLocator
		want   string
		wantOK bool
	}{
		{"named by hand over the 2020 counts", Place{GEOID: "3651000", State: "NY"}, locate, "36061", true},
		{"the county holding the most people", Place{GEOID: "3600001", State: "NY"}, locate, "36047", true},
		{"the outline holding the point", Place{GEOID: "3600002", State: "NY", Lat: 1}, locate, "36061", true},
		{"an outline of another state", Place{GEOID: "3600003", State: "NY", Lat: 2}, locate, "", false},
		{"no outline", Place{GEOID: "3600004", State: "NY"}, locate, "", false},
		{"no county shapes", Place{GEOID: "3600005", State: "NY", Lat: 1}, nil, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := placeCounty(tt.place, byHand, people, known, tt.locate)
			if got != tt.want || ok != tt.wantOK {
				t.Errorf("placeCounty = %q, %v; want %q, %v", got, ok, tt.want, tt.wantOK)
			}
		})
	}
}

// TestValidateSearch breaks the search's files one way per case and checks the exact problem lines,
// and that the previous build is left byte-identical (expectProblems).
func TestValidateSearch(t *testing.T) {
	population := filepath.Join(Census2020Dir, PlacePopulationFile)
	subdivisions := filepath.Join(Census2020Dir, SubdivisionsFile)
	const losAngeles = "0644000,Los Angeles city,CA,3898747,06037"
	const brooklyn = "3604710022,Brooklyn borough,NY,36047,2736074"
	const nyc = `3651000,36061,"New York city`
	tests := []struct {
		name  string
		edits []edit
		want  []string
	}{
		{"2020 place of a wrong code, count and county", []edit{{population, losAngeles, "064400,Los Angeles city,CA,3.9 million,06999"}}, []string{
			`data/census2020/place_population_2020.csv:15: geoid: "064400" must be 7 digits: the state's 2 and the place's 5`,
			`data/census2020/place_population_2020.csv:15: population: "3.9 million" must be a whole number of people`,
			`data/census2020/place_population_2020.csv:15: county_geoid: "06999" is not a county of data/us_counties.csv`,
		}},
		{"2020 place in a county of another state", []edit{{population, losAngeles, "0644000,Los Angeles city,CA,3898747,12086"}}, []string{
			`data/census2020/place_population_2020.csv:15: county_geoid: "12086" is a county of FL, not of CA`,
		}},
		{"2020 place twice", []edit{{population, losAngeles, losAngeles + "\n" + losAngeles}}, []string{
			`data/census2020/place_population_2020.csv:16: geoid: "0644000" is already on line 15`,
		}},
		{"2020 place of another state's code", []edit{{population, losAngeles, "0644000,Los Angeles city,FL,3898747,12086"}}, []string{
			`data/census2020/place_population_2020.csv:15: geoid: "0644000" does not start with "12", the FIPS code of FL in data/us_counties.csv`,
		}},
		{"subdivision outside its county, nameless, without a count", []edit{{subdivisions, brooklyn, "3604710022,,NY,36061,"}}, []string{
			`data/census2020/county_subdivisions_ny_2020.csv:3: geoid: "3604710022" does not start with "36061", its county_geoid`,
			`data/census2020/county_subdivisions_ny_2020.csv:3: name: must not be empty`,
			`data/census2020/county_subdivisions_ny_2020.csv:3: population: "" must be a whole number of people`,
		}},
		{"subdivision of a county of another state", []edit{{subdivisions, brooklyn, "3604710022,Brooklyn borough,NJ,36047,2736074"}}, []string{
			`data/census2020/county_subdivisions_ny_2020.csv:3: county_geoid: "36047" is a county of NY, not of NJ`,
		}},
		{"a county named by hand for no place, and one of another state", []edit{{PlaceCountiesFile, nyc, `3651999,36061,"Nowhere"` + "\n" + `3651000,12086,"New York city`}}, []string{
			`data/place_counties.csv:2: geoid: "3651999" is not a place of data/places.csv`,
			`data/place_counties.csv:3: county: "12086" is a county of FL, not of NY`,
		}},
		{"a county named by hand that the counts give already", []edit{{PlaceCountiesFile, nyc, `3651000,36047,"New York city`}}, []string{
			`data/place_counties.csv:2: county: "36047" is the county data/census2020/place_population_2020.csv gives 3651000 already: remove the line`,
		}},
		{"Spanish names of no state, of another state, and the English one", []edit{{StateNamesFile, "NY,Nueva York", "XX,Nueva York\nNM,Nueva York\nNY,new-york"}}, []string{
			`data/state_names_es.csv:10: code: "XX" is not a state code of data/states.csv`,
			`data/state_names_es.csv:12: name: "new-york" reads as a name of NY already: remove the line`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { expectProblems(t, tt.edits, tt.want) })
	}
}

// fixtureSearchKeys are the pieces the fixture's places, New York's subdivisions and Superfund sites
// make: the first two letters of each word of their names (Acacia Villas, Adak, Agoura Hills, ...,
// New York, Queens, Staten Island; Camp Pendleton Marine Corps Base, ..., Southern Solvents, Inc.).
var fixtureSearchKeys = strings.Fields("ac ad ag ak al an ba br ca ch co fa fr he hi in is jo la lo ma mi mu ne oi om pe pl pu qu ri sa se so sp st vi yo")

// fixturePlaceKeys are the keys whose pieces hold places, each with a file of the places' points.
var fixturePlaceKeys = strings.Fields("ac ad ag ak al an co fr hi lo mi ne ri sp vi yo")

// fixtureUnplaced is how many of the fixture's places no county holds: their 2020 counts name
// counties the fixture leaves out (Abanda, AL and Abingdon, IL among them), and so do their points.
const fixtureUnplaced = 14

// TestSearchFiles pins two of the fixture's pieces (testdata/TestSearchFiles/*.golden) and checks
// the index and the words: every county with its population, every state with its Spanish names.
func TestSearchFiles(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	pieces, err := filepath.Glob(filepath.Join(res.Dir, places.PathPrefix, "??"))
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, p := range pieces {
		keys = append(keys, filepath.Base(p))
	}
	if !slices.Equal(keys, fixtureSearchKeys) {
		t.Errorf("pieces = %q, want %q", keys, fixtureSearchKeys)
	}
	for _, key := range []string{"br", "fr", "sp", "ca"} {
		t.Run(key, func(t *testing.T) { golden(t, readOutput(t, res.Dir, places.PathPrefix+key)) })
	}
	// A piece's points are its places' Gazetteer points to 3 decimals, in its order: Altamonte
	// Springs, FL (28.661022, -81.394681) and Springfield, IL (39.791063, -89.644572); Fresno
	// (36.782684, -119.793359).
	for key, want := range map[string]string{"sp": "[[28.661,-81.395],[39.791,-89.645]]", "fr": "[[36.783,-119.793]]"} {
		var points struct{ Places json.RawMessage }
		if err := json.Unmarshal(readOutput(t, res.Dir, places.PointsPrefix+key), &points); err != nil || string(points.Places) != want {
			t.Errorf("%s%s = %s (%v), want %s", places.PointsPrefix, key, points.Places, err, want)
		}
	}

	var index struct {
		Counties  map[string][]any `json:"counties"`
		States    [][]string       `json:"states"`
		Compounds [][]string       `json:"compounds"`
		Keys      string           `json:"keys"`
	}
	if err := json.Unmarshal(readOutput(t, res.Dir, places.IndexPath), &index); err != nil {
		t.Fatal(err)
	}
	if len(index.Counties) != 187 || index.Keys != strings.Join(fixtureSearchKeys, " ") || len(index.States) != 56 {
		t.Errorf("index: %d counties, keys %q, %d states; want 187, %q, 56", len(index.Counties), index.Keys, len(index.States), strings.Join(fixtureSearchKeys, " "))
	}
	if got := index.Counties["06037"]; len(got) != 3 || got[0] != "Los Angeles" || got[1] != "CA" || got[2] != 9663345.0 {
		t.Errorf("index: Los Angeles = %v", got)
	}
	if !slices.ContainsFunc(index.States, func(s []string) bool { return slices.Equal(s, []string{"NY", "New York", "Nueva York"}) }) ||
		!slices.ContainsFunc(index.States, func(s []string) bool { return slices.Equal(s, []string{"CA", "California"}) }) {
		t.Errorf("index: states %v lack New York with its Spanish name, or California alone", index.States)
	}

	// The pesticide measures, the linked sum first, each with its Spanish name where it has another.
	if len(index.Compounds) != 14 || !slices.Equal(index.Compounds[0], []string{"linked", "Pesticides linked to Parkinson's in studies", "Plaguicidas vinculados al párkinson en estudios"}) ||
		!slices.ContainsFunc(index.Compounds, func(c []string) bool { return slices.Equal(c, []string{"paraquat", "paraquat"}) }) ||
		!slices.ContainsFunc(index.Compounds, func(c []string) bool { return slices.Equal(c, []string{"rotenone", "rotenone", "rotenona"}) }) {
		t.Errorf("index: compounds %q lack the linked sum first, paraquat or rotenone with their names", index.Compounds)
	}

	var words struct{ Words string }
	if err := json.Unmarshal(readOutput(t, res.Dir, places.WordsPath), &words); err != nil {
		t.Fatal(err)
	}
	list := strings.Fields(words.Words)
	if !slices.IsSorted(list) || len(slices.Compact(slices.Clone(list))) != len(list) {
		t.Errorf("words are not sorted, or repeat")
	}
	for _, w := range []string{"springfield", "brooklyn", "los", "anasco", "st", "staten"} {
		if _, found := slices.BinarySearch(list, w); !found {
			t.Errorf("words lack %q", w)
		}
	}
	// A site's words are in its pieces only: the page forgives typos in places' names.
	if _, found := slices.BinarySearch(list, "pendleton"); found {
		t.Errorf("words hold a Superfund site's word, pendleton")
	}
}

// TestSearchOfCommittedData reads the whole committed data: where the places go, what is left out,
// and how large the pieces are.
func TestSearchOfCommittedData(t *testing.T) {
	m := committedModel(t)
	readings, unplaced := searchReadings(m)
	// The 498 places created or recoded since 2020 have no count: the county outlines hold their
	// points, and place_counties.csv names the county of the one whose point lies in Lake Michigan.
	if unplaced != 0 {
		for _, p := range m.Places {
			if _, ok := placeCounty(p, m.PlaceCounties, m.PlacePeople, m.NationalByFIPS, m.CountyAt); !ok {
				t.Errorf("%s, %s (%g, %g) is in no county", p.Name, p.State, p.Lat, p.Lon)
			}
		}
	}
	kinds := map[places.Kind]int{}
	found := map[string]places.Reading{}
	for _, r := range readings {
		kinds[r.Kind]++
		found[r.Name+", "+r.State] = r
	}
	// 32,350 places; New York's 61 cities are places too, and the four subdivisions
	// named by their code only are left out (1,018 - 61 - 4 = 953), less the towns and villages of one name.
	if kinds[places.CountyReading] != 3231 || kinds[places.PlaceReading]+kinds[places.SubdivisionReading] < 31800 || kinds[places.SubdivisionReading] > 953 {
		t.Errorf("readings: %v", kinds)
	}
	for name, want := range map[string]string{
		"Houston, TX": "48201 2304580", "New York, NY": "36061 8804190", "Brooklyn, NY": "36047 2736074",
		"Manhattan, NY": "36061 1694251", "Staten Island, NY": "36085 495747", "Springfield, MO": "29077 169176",
		"Hempstead, NY": "36059 793409", "Springfield, VA": "51059 31339",
	} {
		r := found[name]
		if got := fmt.Sprintf("%s %d", r.County, r.People); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	// The tract holding a California place's point, in its county (checked against the outlines
	// with an independent point-in-polygon test); none outside California.
	for name, want := range map[string]string{
		"Fresno, CA": "06019004901", "Clovis, CA": "06019005702", "Los Angeles, CA": "06037271802", "Houston, TX": "",
	} {
		if got := found[name].Tract; got != want {
			t.Errorf("%s: tract %q, want %q", name, got, want)
		}
	}
	// The pieces carry the Superfund sites' names too: the largest piece is measured with them.
	ctx := &pipe.Context{Open: memFS{files: committedData(t)}.Open, DataDir: "data", Counties: map[string]pipe.County{}, Spanish: func(s string) string { return s }}
	for _, c := range m.National {
		ctx.Counties[c.FIPS] = pipe.County{FIPS: c.FIPS, Name: c.Name, State: c.State, Lat: c.Lat, Lon: c.Lon}
		ctx.Output = append(ctx.Output, c.FIPS)
	}
	if err := (sites.Pipe{}).Run(ctx); err != nil {
		t.Fatal(err)
	}
	places.Give(ctx, readings, m.SearchStates)
	if err := (places.Pipe{}).Run(ctx); err != nil {
		t.Fatal(err)
	}
	out := ctx.Files()
	var largest, largestGzip int
	for _, f := range out {
		if strings.Count(f.Path, "/") == 1 && len(strings.TrimPrefix(f.Path, places.PathPrefix)) <= places.KeyLength {
			largest, largestGzip = max(largest, len(f.Data)), max(largestGzip, gzipSize(t, f.Data))
		}
	}
	// The page fetches a piece as a query's first two letters name it: it must stay small.
	if largestGzip > 30*1024 {
		t.Errorf("the largest piece is %d bytes gzipped, more than 30 KB", largestGzip)
	}
	t.Logf("%d search files; the largest piece %d bytes (gzip %d)", len(out), largest, largestGzip)
}
