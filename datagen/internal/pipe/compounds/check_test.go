package compounds

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// TestReadProblems changes one line of testdata and expects exactly its problems, as file:line: field: problem.
func TestReadProblems(t *testing.T) {
	estimates, compounds, studies := filepath.Join(Dir, EstimatesFile), filepath.Join(Dir, CompoundsFile), filepath.Join(Dir, StudiesFile)
	tests := []struct {
		name       string
		file, line string // the line appended to the file
		study      string // a line appended to the studies too
		want       []string
	}{
		{"unknown compound in the estimates", estimates, "06019,CA,Fresno,DIELDRIN,2012,1,2", "",
			[]string{estimates + `:12: compound: "DIELDRIN" is not a compound of compounds.csv`}},
		{"unknown compound in the studies", studies, "FOLPET,10.1289/ehp.1002839,a finding", "",
			[]string{studies + `:6: compound: "FOLPET" is not a compound of compounds.csv`}},
		{"a linked compound with no row", compounds, "ZIRAM,ziram,fungicide,0,", "ZIRAM,10.1007/s10654-011-9574-5,a finding",
			[]string{compounds + `:6: compound: ZIRAM has a study in compound_studies.csv but no row in epest_2012_county.csv; a linked compound needs its estimates`}},
		{"not a number", estimates, "06037,CA,Los Angeles,PARAQUAT,2012,1.2.3,4", "",
			[]string{estimates + `:12: epest_low_kg: "1.2.3" is not a number; write kilograms as a plain decimal (4025.6), or leave it empty`}},
		{"a number in another notation", estimates, "06037,CA,Los Angeles,PARAQUAT,2012,1,1e3", "",
			[]string{estimates + `:12: epest_high_kg: "1e3" is not a number; write kilograms as a plain decimal (4025.6), or leave it empty`}},
		{"negative", estimates, "06037,CA,Los Angeles,PARAQUAT,2012,-1,4", "",
			[]string{estimates + `:12: epest_low_kg: "-1" is negative; an estimate of use is 0 or more`}},
		{"no estimate", estimates, "06037,CA,Los Angeles,PARAQUAT,2012,,", "",
			[]string{estimates + `:12: epest_low_kg: and epest_high_kg are empty; a row needs an estimate`}},
		{"another year", estimates, "06037,CA,Los Angeles,PARAQUAT,2017,1,2", "",
			[]string{estimates + `:12: year: "2017" must be 2012, the year of every estimate`}},
		{"a bad county code", estimates, "6037,CA,Los Angeles,PARAQUAT,2012,1,2", "",
			[]string{estimates + `:12: fips: "6037" must be 5 digits`}},
		{"a county's compound twice", estimates, "06019,CA,Fresno,PARAQUAT,2012,1,2", "",
			[]string{estimates + `:12: compound: PARAQUAT of 06019 is already on line 6`}},
		{"a study without a DOI", studies, "MANEB,https://doi.org/10.1/x,a finding", "",
			[]string{studies + `:6: doi: "https://doi.org/10.1/x" is not a DOI; write it without https://doi.org/ (10.1289/ehp.1002839)`}},
		{"a study without its finding", studies, "MANEB,10.1000/other,", "",
			[]string{studies + `:6: basis: is empty; say in a few words what the study found of the compound`}},
		{"a compound twice", compounds, "PARAQUAT,paraquat dichloride,herbicide,1,", "",
			[]string{compounds + `:6: compound: "PARAQUAT" is already on line 4`}},
		{"a row of another length", estimates, "06019,CA,Fresno,PARAQUAT,2012,1", "",
			[]string{estimates + `:12: has 6 fields, the header 7; quote a field that holds a comma`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := copyTestdata(t)
			appendLine(t, filepath.Join(dir, tt.file), tt.line)
			if tt.study != "" {
				appendLine(t, filepath.Join(dir, studies), tt.study)
			}
			_, problems := Read(osOpen, dir)
			var got []string
			for _, p := range problems {
				got = append(got, strings.TrimPrefix(format(p), dir+"/"))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("problems\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestCheckCounties reports a county that the national list lacks.
func TestCheckCounties(t *testing.T) {
	p, _ := Read(osOpen, "testdata")
	problems := p.CheckCounties(func(fips string) bool { return fips != "06037" })
	want := []string{"testdata/pesticide-compounds/epest_2012_county.csv:7: fips: \"06037\" is not a county of the national county list"}
	var got []string
	for _, p := range problems {
		got = append(got, format(p))
	}
	if !slices.Equal(got, want) {
		t.Errorf("problems %q, want %q", got, want)
	}
}

// TestReadMissingFile reports the file, and no product: nothing of the folder can be measured.
func TestReadMissingFile(t *testing.T) {
	dir := copyTestdata(t)
	os.Remove(filepath.Join(dir, Dir, StudiesFile))
	p, problems := Read(osOpen, dir)
	want := []string{filepath.Join(dir, Dir, StudiesFile) + ":0: cannot read file: no such file or directory"}
	var got []string
	for _, p := range problems {
		got = append(got, format(p))
	}
	if p != nil || !slices.Equal(got, want) {
		t.Errorf("Read = %v, %q; want nil, %q", p, got, want)
	}
}

// format writes a problem as datagen prints it: file:line: column: message.
func format(p pipe.Problem) string {
	column := ""
	if p.Column != "" {
		column = p.Column + ": "
	}
	return fmt.Sprintf("%s:%d: %s%s", p.File, p.Line, column, p.Message)
}
