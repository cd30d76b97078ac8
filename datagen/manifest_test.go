package datagen

import (
	"encoding/json"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/manifest"
)

// netlifyFile is the CDN's configuration. The API files' header rules are not in it: the build
// writes them into dist/_headers from the manifest (site/vite/apiHeaders.ts), so APIFiles is the one
// place that gives a file its type and download name.
const netlifyFile = "../netlify.toml"

// TestNetlifyLeavesAPIFilesToTheManifest checks that no rule of netlify.toml names an /api path: one
// there would set a file's headers a second time, and Netlify would send it over the manifest's.
func TestNetlifyLeavesAPIFilesToTheManifest(t *testing.T) {
	var netlify struct {
		Headers []struct {
			For string `toml:"for"`
		} `toml:"headers"`
	}
	if _, err := toml.DecodeFile(netlifyFile, &netlify); err != nil {
		t.Fatal(err)
	}
	for _, h := range netlify.Headers {
		if strings.HasPrefix(h.For, "/"+pipe.APIDir+"/") {
			t.Errorf("%s: [[headers]] for %q: the API files' headers come from APIFiles (manifest.go), through the build's _headers", netlifyFile, h.For)
		}
	}
}

// TestFolderPiecesShareTheFolderRule: the build gives a folder of pieces one rule (places/*), which
// also matches a file listed on its own inside it (places/index): that file must be sent as the
// folder is, and cannot be a download.
func TestFolderPiecesShareTheFolderRule(t *testing.T) {
	for _, f := range APIFiles {
		if folder := folderOf(f); folder != nil && (folder.Type != f.Type || f.Download != "") {
			t.Errorf("%s is in %s, served as %s: it cannot have its own type or download name", f.Path, folder.Path, folder.Type)
		}
	}
}

// folderOf is the folder of pieces of APIFiles that holds f, if one does.
func folderOf(f pipe.APIFile) *pipe.APIFile {
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
	var listing manifest.Manifest
	if err := json.Unmarshal(readOutput(t, res.Dir, manifest.Path), &listing); err != nil {
		t.Fatal(err)
	}
	written := map[string]bool{}
	for file := range snapshot(t, res.Dir) {
		written["/"+pipe.APIDir+"/"+filepath.ToSlash(strings.TrimPrefix(file, res.Dir+string(filepath.Separator)))] = true
	}
	for path := range written {
		if !slices.ContainsFunc(slices.Collect(maps.Values(listing.Files)), func(f manifest.File) bool {
			return f.Path == path || strings.HasSuffix(f.Path, "/") && strings.HasPrefix(path, f.Path)
		}) {
			t.Errorf("%s is written but not in the manifest", path)
		}
	}
	for key, f := range listing.Files {
		pieces := slices.ContainsFunc(slices.Collect(maps.Keys(written)), func(p string) bool { return strings.HasPrefix(p, f.Path) })
		if !written[f.Path] && !(strings.HasSuffix(f.Path, "/") && pieces) {
			t.Errorf("files.%s: %s is not written", key, f.Path)
		}
	}
	for _, l := range listing.Layers {
		if _, ok := listing.Files[l.YearlyFigures]; l.YearlyFigures != "" && !ok {
			t.Errorf("layer %s: yearlyFigures %q is not a file of the manifest", l.ID, l.YearlyFigures)
		}
	}
	if got := listing.Layers[1]; got.ID != "airPollution" || got.YearlyFigures != "pm25Years" || got.ColumnPrefix != "air_pollution" ||
		!slices.Equal(got.Colours, []string{"#90caf9", "#1565c0"}) || got.ImpactBand != "moderate" || !got.Demo {
		t.Errorf("layers[1] = %+v, want factors.csv's airPollution with the yearly figures", got)
	}
	for _, g := range listing.Geographies {
		for role, key := range g.Files {
			if _, ok := listing.Files[key]; !ok {
				t.Errorf("geography %s: files.%s %q is not a file of the manifest", g.ID, role, key)
			}
		}
	}
}
