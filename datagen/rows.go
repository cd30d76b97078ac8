package datagen

// The source files in the data folder, one row struct each. Every field is a string so that reading
// never fails on a bad value: validate.go reports bad values with their line instead.
const (
	CountiesFile = "counties.csv"
	StatesFile   = "states.csv"
	FactorsFile  = "factors.csv"
	SourcesFile  = "sources.csv"
)

// CountyRow is one line of counties.csv.
type CountyRow struct {
	FIPS      string `csv:"fips"`
	Name      string `csv:"name"`
	State     string `csv:"state"`
	StateCode string `csv:"state_code"`
	Latitude  string `csv:"latitude"`
	Longitude string `csv:"longitude"`
}

// StateRow is one line of states.csv: a state or territory and the box its county points lie in.
type StateRow struct {
	Code  string `csv:"code"`
	FIPS  string `csv:"fips"`
	Name  string `csv:"name"`
	South string `csv:"south"`
	West  string `csv:"west"`
	North string `csv:"north"`
	East  string `csv:"east"`
}

// FactorRow is one line of factors.csv: a risk layer of the map.
type FactorRow struct {
	ID             string `csv:"id"`
	Name           string `csv:"name"`
	ShortName      string `csv:"short_name"`
	Weight         string `csv:"weight"`
	Impact         string `csv:"impact"`
	DefaultEnabled string `csv:"default_enabled"`
}

// SourceRow is one line of sources.csv: where a factor's data comes from; states and factors are
// space-separated lists of state codes and factor ids.
type SourceRow struct {
	Name    string `csv:"name"`
	URL     string `csv:"url"`
	States  string `csv:"states"`
	Factors string `csv:"factors"`
}

var (
	countyColumns = []string{"fips", "name", "state", "state_code", "latitude", "longitude"}
	stateColumns  = []string{"code", "fips", "name", "south", "west", "north", "east"}
	factorColumns = []string{"id", "name", "short_name", "weight", "impact", "default_enabled"}
	sourceColumns = []string{"name", "url", "states", "factors"}
)
