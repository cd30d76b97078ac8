package datagen

import (
	"encoding/json"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// netlifyFile is the CDN's configuration, whose header rules give the API files their types and
// download names.
const netlifyFile = "../netlify.toml"

// TestNetlifyServesEveryAPIFile checks netlify.toml's rules under /api/ against APIFiles, both ways:
// each file (each folder's pieces, by a /* rule) has its Content-Type and, for a download, its
// Content-Disposition; each rule names a file of the list.
func TestNetlifyServesEveryAPIFile(t *testing.T) {
	var netlify struct {
		Headers []struct {
			For    string            `toml:"for"`
			Values map[string]string `toml:"values"`
		} `toml:"headers"`
	}
	if _, err := toml.DecodeFile(netlifyFile, &netlify); err != nil {
		t.Fatal(err)
	}
	rules := map[string]map[string]string{}
	for _, h := range netlify.Headers {
		if strings.HasPrefix(h.For, "/"+APIDir+"/") {
			rules[h.For] = h.Values
		}
	}
	manifest := buildManifest(&API{})
	for _, f := range APIFiles {
		rule := manifest.Files[f.Key].Path
		if strings.HasSuffix(rule, "/") {
			rule += "*"
		}
		t.Run(f.Key, func(t *testing.T) {
			// A file of a folder of pieces (places/index) is served by the folder's rule.
			if folder := folderOf(f); folder != nil {
				if folder.Type != f.Type || f.Download != "" {
					t.Errorf("%s is in %s, served as %s: it cannot have its own type or download name", f.Path, folder.Path, folder.Type)
				}
				return
			}
			// A [[headers]] table without its [headers.values] still decodes, with no values, and
			// Netlify drops it without a word: the file is then served with no type of its own.
			values, ok := rules[rule]
			if !ok {
				t.Fatalf("%s: no [[headers]] for %q: add one with Content-Type = %q", netlifyFile, rule, f.Type)
			}
			delete(rules, rule)
			if values["Content-Type"] != f.Type {
				t.Errorf("%s: %s has Content-Type %q, the manifest says %q", netlifyFile, rule, values["Content-Type"], f.Type)
			}
			want := ""
			if f.Download != "" {
				want = `attachment; filename="` + f.Download + `"`
			}
			if got := values["Content-Disposition"]; got != want {
				t.Errorf("%s: %s has Content-Disposition %q, want %q", netlifyFile, rule, got, want)
			}
		})
	}
	for rule := range rules {
		t.Errorf("%s: [[headers]] for %q names no file of the manifest (APIFiles in manifest.go)", netlifyFile, rule)
	}
}

// folderOf is the folder of pieces of APIFiles that holds f, if one does.
func folderOf(f APIFile) *APIFile {
	for i, folder := range APIFiles {
		if strings.HasSuffix(folder.Path, "/") && folder.Path != f.Path && strings.HasPrefix(f.Path, folder.Path) {
			return &APIFiles[i]
		}
	}
	return nil
}

// TestManifestListsEveryFile checks /api/manifest against what Generate writes from the fixture: every
// file is one of its files or a piece of one of its folders, and each of its files is written.
func TestManifestListsEveryFile(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	var manifest Manifest
	if err := json.Unmarshal(readOutput(t, res.Dir, ManifestPath), &manifest); err != nil {
		t.Fatal(err)
	}
	written := map[string]bool{}
	for file := range snapshot(t, res.Dir) {
		written["/"+APIDir+"/"+filepath.ToSlash(strings.TrimPrefix(file, res.Dir+string(filepath.Separator)))] = true
	}
	for path := range written {
		if !slices.ContainsFunc(slices.Collect(maps.Values(manifest.Files)), func(f ManifestFile) bool {
			return f.Path == path || strings.HasSuffix(f.Path, "/") && strings.HasPrefix(path, f.Path)
		}) {
			t.Errorf("%s is written but not in the manifest", path)
		}
	}
	for key, f := range manifest.Files {
		pieces := slices.ContainsFunc(slices.Collect(maps.Keys(written)), func(p string) bool { return strings.HasPrefix(p, f.Path) })
		if !written[f.Path] && !(strings.HasSuffix(f.Path, "/") && pieces) {
			t.Errorf("files.%s: %s is not written", key, f.Path)
		}
	}
	for _, l := range manifest.Layers {
		if _, ok := manifest.Files[l.YearlyFigures]; l.YearlyFigures != "" && !ok {
			t.Errorf("layer %s: yearlyFigures %q is not a file of the manifest", l.ID, l.YearlyFigures)
		}
	}
	if got := manifest.Layers[1]; got.ID != "airPollution" || got.YearlyFigures != "pm25Years" || got.ColumnPrefix != "air_pollution" ||
		!slices.Equal(got.Colours, []string{"#90caf9", "#1565c0"}) || got.ImpactBand != "moderate" || !got.Demo {
		t.Errorf("layers[1] = %+v, want factors.csv's airPollution with the yearly figures", got)
	}
	for _, g := range manifest.Geographies {
		for role, key := range g.Files {
			if _, ok := manifest.Files[key]; !ok {
				t.Errorf("geography %s: files.%s %q is not a file of the manifest", g.ID, role, key)
			}
		}
	}
}
