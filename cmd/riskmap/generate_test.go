package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen"
)

// inDataFixture copies the generator tests' small data folder (datagen/testdata/data) into a
// temporary working directory.
func inDataFixture(t *testing.T) {
	t.Helper()
	src, err := filepath.Abs("../../datagen/testdata/data")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	if err := os.CopyFS("data", os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove("data/README.md"); err != nil {
		t.Fatal(err)
	}
}

// runCmd runs the command line and returns its exit code, stdout and stderr.
func runCmd(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, &streams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut})
	return code, out.String(), errOut.String()
}

func TestGenerateCommand(t *testing.T) {
	tests := []struct {
		name     string
		edit     func(t *testing.T)
		args     []string
		code     int
		out, err string
	}{
		{name: "defaults", args: []string{"generate"},
			out: "wrote 109 files for 125 counties (187 with measured data) to build/api\n" +
				"left 14 places of data/places.csv out of the search: neither a 2020 count nor a county outline of their state holds them; data/place_counties.csv may name it\n"},
		{name: "flags", args: []string{"generate", "--data", "data", "--out", "site-build", "--states", "fl", "--site-url", "https://example.org/"},
			out: "wrote 46 files for 67 counties (67 with measured data) to site-build/api\n"},
		{name: "relative site address", args: []string{"generate", "--site-url", "example.org"}, code: 1,
			err: "riskmap: --site-url: \"example.org\" is not an absolute http(s) address; give one such as https://example.org/\n"},
		{name: "problems", args: []string{"generate", "--data", "data/", "--out", "build"},
			edit: func(t *testing.T) {
				replaceIn(t, "data/counties.csv", "06003,Alpine,California,CA,38.595719", "06003,,California,CA,abc")
				replaceIn(t, "data/factors.csv", "0.2", "2")
			},
			code: 1,
			err: "data/counties.csv:3: name: must not be empty\n" +
				"data/counties.csv:3: latitude: \"abc\" is not a number\n" +
				"data/factors.csv:4: weight: \"2\" must be more than 0 and at most 1\n" +
				"riskmap: 3 problems in data/; build/ left unchanged\n"},
		{name: "one problem", args: []string{"generate"},
			edit: func(t *testing.T) { replaceIn(t, "data/counties.csv", "06003,Alpine", "06001,Alpine") },
			code: 1,
			err: "data/counties.csv:3: fips: \"06001\" is already on line 2\n" +
				"riskmap: 1 problem in data/; build/ left unchanged\n"},
		{name: "unknown state", args: []string{"generate", "--states", "CA,ZZ"}, code: 1,
			err: "riskmap: select: state \"ZZ\" is not a code in data/states.csv\n"},
		{name: "stray argument", args: []string{"generate", "data"}, code: 1,
			err: "riskmap: unknown command \"data\" for \"riskmap generate\"\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			inDataFixture(t)
			if code, _, errOut := runCmd("generate"); code != 0 {
				t.Fatalf("first generate failed: %s", errOut)
			}
			before, err := os.ReadFile("build/api/counties")
			if err != nil {
				t.Fatal(err)
			}
			if tt.edit != nil {
				tt.edit(t)
			}
			code, out, errOut := runCmd(tt.args...)
			if code != tt.code || out != tt.out || errOut != tt.err {
				t.Errorf("exit %d\nstdout %q\nstderr %q\nwant exit %d\nstdout %q\nstderr %q", code, out, errOut, tt.code, tt.out, tt.err)
			}
			if after, _ := os.ReadFile("build/api/counties"); tt.code != 0 && !bytes.Equal(before, after) {
				t.Errorf("build/api/counties changed by a failed run")
			}
		})
	}
}

func replaceIn(t *testing.T, path, old, new string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(old)) {
		t.Fatalf("%s lacks %q", path, old)
	}
	if err := os.WriteFile(path, bytes.Replace(data, []byte(old), []byte(new), 1), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestGenerateHelpListsEveryFile: generate --help names every file the generator reads and writes, and
// every product, each followed by its files.
func TestGenerateHelpListsEveryFile(t *testing.T) {
	code, out, errOut := runCmd("generate", "--help")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, f := range datagen.DataFiles {
		if !strings.Contains(out, "\n  "+f.Path+" ") {
			t.Errorf("help lacks the input %s:\n%s", f.Path, out)
		}
	}
	for _, f := range datagen.APIFiles {
		if !strings.Contains(out, "\n  "+f.Path+" ") || f.Download != "" && !strings.Contains(out, f.Download) {
			t.Errorf("help lacks the output %s (%s):\n%s", f.Path, f.Download, out)
		}
	}
	for _, p := range datagen.Pipes {
		if !strings.Contains(out, "\n\n"+p.String()+":\n  ") {
			t.Errorf("help lacks the product %s:\n%s", p, out)
		}
	}
}

func TestHelpListsCommands(t *testing.T) {
	code, out, errOut := runCmd("--help")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, line := range []string{
		"  generate    Turn the data CSVs into the site's static API files\n",
		"  import      Rebuild counties.csv and states.csv from the national county file\n",
		"  serve       ",
		"  version     Print the version of riskmap\n",
	} {
		if !strings.Contains(out, line) {
			t.Errorf("help lacks %q:\n%s", line, out)
		}
	}
}
