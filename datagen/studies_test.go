package datagen

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/studies"
)

// TestStudiesChecks lists every problem of the studies file at once, line for line, and writes nothing.
func TestStudiesChecks(t *testing.T) {
	inFixture(t)
	file := filepath.Join(studies.Dir, studies.File)
	const header = "layer,authors,year,journal,doi,design,population,finding,null_result,hypothesis\n"
	writeData(t, file, header+
		"pesticides,Costello et al.,2009,Am J Epidemiol,10.1093/aje/kwp006,case-control,Central Valley,OR 1.75 (1.13-2.73),false,false\n"+
		"noise,Smith et al.,2020,Journal,10.1000/abc,cohort,people,RR 1.1 (1.0-1.2),yes,false\n"+
		"traffic,Ritz et al.,16,Env Health Persp,https://doi.org/10.1289/ehp.1409313,case-control,Denmark,OR 1.09 (1.03-1.16),false,maybe\n"+
		"industrial,,2010,Am J Epidemiol,10.1093/aje/kwp006,ecological,Medicare,RR 1.78 (1.54-2.07),,false\n"+
		"airPollution,Kasdagli et al.,2019,Int J Hyg,10.1016/j.ijheh.2018.12.006,meta-analysis,15 studies,,true,false\n")
	translateFixture(t)
	before := snapshot(t, "build")
	_, err := Generate(Options{DataDir: "data", OutDir: "build"})
	want := []string{
		`data/evidence/studies.csv:3: layer: "noise" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
		`data/evidence/studies.csv:3: null_result: "yes" must be true or false`,
		`data/evidence/studies.csv:4: year: "16" must be a year of 4 digits`,
		`data/evidence/studies.csv:4: doi: "https://doi.org/10.1289/ehp.1409313" is not a DOI such as 10.1093/aje/kwp006 (no https://doi.org/ before it)`,
		`data/evidence/studies.csv:4: hypothesis: "maybe" must be true or false`,
		`data/evidence/studies.csv:5: authors: must not be empty`,
		`data/evidence/studies.csv:5: doi: "10.1093/aje/kwp006" is already on line 2`,
		`data/evidence/studies.csv:5: null_result: "" must be true or false`,
		`data/evidence/studies.csv:6: finding: must not be empty`,
	}
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("error = %v, want the problems", err)
	}
	if got := problemLines(list); !reflect.DeepEqual(got, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	sameSnapshot(t, before, snapshot(t, "build"))
}

func TestStudiesNoRows(t *testing.T) {
	inFixture(t)
	writeData(t, filepath.Join(studies.Dir, studies.File), "layer,authors,year,journal,doi,design,population,finding,null_result,hypothesis\n")
	translateFixture(t)
	_, err := Generate(Options{DataDir: "data", OutDir: "build"})
	if want := "validate: data/evidence/studies.csv: has no rows; add a line per study"; err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
}

// TestStudiesNullResult: a study's nullResult is its null_result column, the same in the English
// and the Spanish file, whatever its finding says.
func TestStudiesNullResult(t *testing.T) {
	const costello = "10.1093/aje/kwp006"
	const costelloLineEnd = `(1.15-15.16)",false`
	tests := []struct {
		name   string
		column string
		want   bool
	}{
		{"false in the file", "false", false},
		{"true in the file", "true", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			inFixture(t)
			editData(t, filepath.Join(studies.Dir, studies.File), costelloLineEnd, `(1.15-15.16)",`+tt.column)
			res := generateFixture(t)
			for _, path := range []string{studies.Path, studies.SpanishPath} {
				var listed []studies.Study
				if err := json.Unmarshal(readOutput(t, res.Dir, path), &listed); err != nil {
					t.Fatal(err)
				}
				i := slices.IndexFunc(listed, func(s studies.Study) bool { return s.DOI == costello })
				if i < 0 {
					t.Fatalf("%s has no study %s", path, costello)
				}
				if got := listed[i].NullResult; got != tt.want {
					t.Errorf("%s: nullResult = %v, want %v", path, got, tt.want)
				}
				if listed[i].Hypothesis {
					t.Errorf("%s: %s is a hypothesis, want a study", path, costello)
				}
			}
		})
	}
}

// TestStudiesHypothesis: a study's hypothesis is its hypothesis column, in the English and the
// Spanish file: Dorsey et al.'s review states one, Goldman et al.'s cohort does not.
func TestStudiesHypothesis(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	want := map[string]bool{"10.3233/JPD-225047": true, "10.1001/jamaneurol.2023.1168": false}
	for _, path := range []string{studies.Path, studies.SpanishPath} {
		var listed []studies.Study
		if err := json.Unmarshal(readOutput(t, res.Dir, path), &listed); err != nil {
			t.Fatal(err)
		}
		for doi, hypothesis := range want {
			i := slices.IndexFunc(listed, func(s studies.Study) bool { return s.DOI == doi })
			if i < 0 {
				t.Fatalf("%s has no study %s", path, doi)
			}
			if got := listed[i].Hypothesis; got != hypothesis {
				t.Errorf("%s: %s hypothesis = %v, want %v", path, doi, got, hypothesis)
			}
		}
	}
}
