package datagen

import (
	"bytes"
	"encoding/csv"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata from the current output")

// repoData is the committed data folder, which the benchmark and the checks of the committed files
// read (never write: riskmap import does); the golden tests run on fixtureData.
const repoData = "../data"

// golden compares got with testdata/<TestName>.golden, rewriting the file under -update.
func golden(t *testing.T, got []byte) {
	t.Helper()
	path := filepath.Join(wd, "testdata", filepath.FromSlash(t.Name())+".golden")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./datagen -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("output differs from %s (run with -update if the change is intended)\n got: %.400s\nwant: %.400s", path, got, want)
	}
}

// fixtureData is the tests' own small data folder (testdata/data/README.md): every file of the
// committed one, cut to a few counties, so a refresh of data/ changes no golden file.
const fixtureData = "testdata/data"

// inFixture copies the fixture data folder to a temporary folder and makes that the working
// directory, so messages name data/counties.csv exactly as a maintainer would see them.
func inFixture(t *testing.T) {
	t.Helper()
	src := filepath.Join(wd, fixtureData)
	t.Chdir(t.TempDir())
	if err := os.CopyFS("data", os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join("data", "README.md")); err != nil {
		t.Fatal(err)
	}
}

// fixtureZIPPrefixes are the ZIP pieces the fixture writes: Puerto Rico's first lines, Beverly
// Hills and Alaska's 02261. The whole ZIP file writes about 900 pieces, each fsynced, which made
// every Generate of the tests five times slower; TestZIPPieceSizes reads the whole committed file.
var fixtureZIPPrefixes = []string{"006", "902", "995"}

// committedData is every CSV, JSON and gzipped file of the committed data folder, by its path under
// data/, for a memFS: the benchmark and the checks of the committed files read them from memory.
func committedData(t testing.TB) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	root := filepath.Join(wd, repoData)
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !slices.Contains([]string{".csv", ".json", ".gz"}, filepath.Ext(path)) {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err == nil {
			files[filepath.Join("data", rel)], err = os.ReadFile(path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// committedModel reads and validates the whole committed data folder, in memory.
func committedModel(t *testing.T) *Model {
	t.Helper()
	ds, err := Read(memFS{files: committedData(t)}, "data")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Validate(ds)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// wd is the package folder, remembered before tests change directory.
var wd, _ = os.Getwd()

func writeData(t *testing.T, name, content string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join("data", name), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readData(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("data", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// editData replaces old with new in a data file, failing when old is not there.
func editData(t *testing.T, name, old, new string) {
	t.Helper()
	content := readData(t, name)
	if !strings.Contains(content, old) {
		t.Fatalf("%s does not contain %q", name, old)
	}
	writeData(t, name, strings.Replace(content, old, new, 1))
}

// snapshot returns every file under dir with its content, to prove a failed run changed nothing.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		files[path] = string(data)
		return err
	})
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return files
}

func sameSnapshot(t *testing.T, before, after map[string]string) {
	t.Helper()
	for path, content := range before {
		if after[path] != content {
			t.Errorf("%s changed", path)
		}
	}
	for path := range after {
		if _, ok := before[path]; !ok {
			t.Errorf("%s appeared", path)
		}
	}
}

func generateFixture(t *testing.T) Result {
	t.Helper()
	res, err := Generate(Options{DataDir: "data", OutDir: "build"})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func problemLines(err error) []string {
	if err == nil {
		return nil
	}
	return strings.Split(err.Error(), "\n")
}

// readOutput returns the file Generate wrote at path (an API path) under the api folder dir.
func readOutput(t *testing.T, dir, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(path)))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// csvRecords parses a CSV download, its header first.
func csvRecords(t *testing.T, data []byte) [][]string {
	t.Helper()
	records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return records
}
