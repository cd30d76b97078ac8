package datagen

import (
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
)

const header = "fips,name,state,state_code,latitude,longitude\n"

func TestReadCountiesFormats(t *testing.T) {
	alameda := CountyRow{"06001", "Alameda", "California", "CA", "37.645816", "-121.888025"}
	tests := []struct {
		name, content string
		want          []CountyRow
		lines         []int // line of the latitude field of each row
	}{
		{"plain", header + "06001,Alameda,California,CA,37.645816,-121.888025\n", []CountyRow{alameda}, []int{2}},
		{"byte order mark", "\uFEFF" + header + "06001,Alameda,California,CA,37.645816,-121.888025\n", []CountyRow{alameda}, []int{2}},
		{"CRLF", strings.ReplaceAll(header+"06001,Alameda,California,CA,37.645816,-121.888025\n", "\n", "\r\n"), []CountyRow{alameda}, []int{2}},
		{"no final newline", header + "06001,Alameda,California,CA,37.645816,-121.888025", []CountyRow{alameda}, []int{2}},
		{"quoted comma and quote", header + `06001,"Alameda, ""East Bay""",California,CA,37.645816,-121.888025` + "\n",
			[]CountyRow{{"06001", `Alameda, "East Bay"`, "California", "CA", "37.645816", "-121.888025"}}, []int{2}},
		{"columns reordered and extra", "name,latitude,longitude,state,state_code,fips,note\nAlameda,37.645816,-121.888025,California,CA,06001,x\n",
			[]CountyRow{alameda}, []int{2}},
		{"line break in a quoted field shifts later lines", header + "06001,\"Ala\nmeda\",California,CA,37.645816,-121.888025\n" +
			"06001,Alameda,California,CA,37.645816,-121.888025\n",
			[]CountyRow{{"06001", "Ala\nmeda", "California", "CA", "37.645816", "-121.888025"}, alameda}, []int{3, 4}},
		{"header only", header, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			table, err := ReadCounties(strings.NewReader(tt.content), "data/counties.csv")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(table.Rows, tt.want) {
				t.Errorf("rows = %q, want %q", table.Rows, tt.want)
			}
			for i, line := range tt.lines {
				if got := table.Line(i, "latitude"); got != line {
					t.Errorf("row %d latitude line = %d, want %d", i, got, line)
				}
			}
		})
	}
}

func TestReadCountiesErrors(t *testing.T) {
	tests := []struct{ name, content, want string }{
		{"empty file", "", "data/counties.csv: file is empty; the first line must be the header fips,name,state,state_code,latitude,longitude"},
		{"misspelt column", "fips,name,state,state_code,lattitude,longitude\n",
			`data/counties.csv:1: missing column "latitude"; the header must name the columns fips,name,state,state_code,latitude,longitude`},
		{"two missing columns", "fips,name,state,state_code\n",
			"data/counties.csv:1: missing column \"latitude\"; the header must name the columns fips,name,state,state_code,latitude,longitude\n" +
				`data/counties.csv:1: missing column "longitude"; the header must name the columns fips,name,state,state_code,latitude,longitude`},
		{"repeated column", "fips,name,name,state,state_code,latitude,longitude\n", `data/counties.csv:1: column "name" appears twice in the header`},
		{"short and long rows", header + "06001,Alameda\n06003,Alpine,California,CA,38.5,-119.8,x\n",
			"data/counties.csv:2: row has 2 fields, the header has 6\ndata/counties.csv:3: row has 7 fields, the header has 6"},
		{"bare quote", header + "06001,Ala\"meda,California,CA,37.6,-121.8\n", `data/counties.csv:2: bare " in non-quoted-field`},
		{"unclosed quote", header + "06001,\"Alameda,California,CA,37.6,-121.8\n", `data/counties.csv:2: extraneous or missing " in quoted-field`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadCounties(strings.NewReader(tt.content), "data/counties.csv")
			if err == nil || err.Error() != tt.want {
				t.Errorf("error =\n%v\nwant\n%s", err, tt.want)
			}
		})
	}
}

// TestReadReportsEveryFile checks problems of several files come in one run.
func TestReadReportsEveryFile(t *testing.T) {
	inFixture(t)
	if err := os.Remove(filepath.Join("data", SourcesFile)); err != nil {
		t.Fatal(err)
	}
	writeData(t, FactorsFile, "id,name\n")
	_, err := Read(OSFS{}, "data")
	want := []string{
		`data/factors.csv:1: missing column "short_name"; the header must name the columns id,name,short_name,weight,impact,impact_band,default_enabled,demo,colours`,
		`data/factors.csv:1: missing column "weight"; the header must name the columns id,name,short_name,weight,impact,impact_band,default_enabled,demo,colours`,
		`data/factors.csv:1: missing column "impact"; the header must name the columns id,name,short_name,weight,impact,impact_band,default_enabled,demo,colours`,
		`data/factors.csv:1: missing column "impact_band"; the header must name the columns id,name,short_name,weight,impact,impact_band,default_enabled,demo,colours`,
		`data/factors.csv:1: missing column "default_enabled"; the header must name the columns id,name,short_name,weight,impact,impact_band,default_enabled,demo,colours`,
		`data/factors.csv:1: missing column "demo"; the header must name the columns id,name,short_name,weight,impact,impact_band,default_enabled,demo,colours`,
		`data/factors.csv:1: missing column "colours"; the header must name the columns id,name,short_name,weight,impact,impact_band,default_enabled,demo,colours`,
		"data/sources.csv: cannot read file: no such file or directory",
	}
	if got := problemLines(err); !reflect.DeepEqual(got, want) {
		t.Errorf("problems =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// openedFS records the files Read opens, from any goroutine.
type openedFS struct {
	OSFS
	mu     sync.Mutex
	opened []string
}

func (f *openedFS) Open(name string) (io.ReadCloser, error) {
	f.mu.Lock()
	if !slices.Contains(f.opened, name) {
		f.opened = append(f.opened, name)
	}
	f.mu.Unlock()
	return f.OSFS.Open(name)
}

// TestDataFilesAreWhatReadOpens keeps DataFiles, which riskmap generate --help lists, the files Read
// opens (in any order: the outlines are read beside the CSVs): the county figure files are those of
// the fixture's layers.csv.
func TestDataFilesAreWhatReadOpens(t *testing.T) {
	inFixture(t)
	fsys := &openedFS{}
	if _, err := Read(fsys, "data"); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, f := range DataFiles {
		if strings.Contains(f.Path, "<") {
			for _, name := range []string{"pesticide_proxy.csv", "pm25.csv", "traffic.csv", "tri_releases.csv"} {
				want = append(want, filepath.Join("data", ExposuresDir, name))
			}
			continue
		}
		want = append(want, filepath.Join("data", filepath.FromSlash(f.Path)))
	}
	slices.Sort(fsys.opened)
	slices.Sort(want)
	if !slices.Equal(fsys.opened, want) {
		t.Errorf("Read opens\n%s\nDataFiles say\n%s", strings.Join(fsys.opened, "\n"), strings.Join(want, "\n"))
	}
}
