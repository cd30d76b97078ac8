package datagen

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// The page's paths module and netlify.toml name the API files again, in TypeScript and TOML; this
// test keeps all three in step.
const (
	pathsModule = "../site/src/lib/apiPaths.ts"
	netlifyFile = "../netlify.toml"
)

type pageFile struct{ key, path, download string }

// pageFiles pairs each key of the paths module with the API file it names and, for the CSV
// downloads, the name Go gives them in the codebook and the data package.
var pageFiles = []pageFile{
	{"counties", CountiesPath, ""},
	{"environmentalData", EnvironmentalPath, ""},
	{"exposures", ExposuresPath, ""},
	{"population", PopulationPath, ""},
	{"zipPieces", ZIPPathPrefix, ""},
	{"placePieces", PlacesPathPrefix, ""},
	{"placeIndex", PlaceIndexPath, ""},
	{"placeWords", PlaceWordsPath, ""},
	{"exportCsv", ExportCSVPath, exportCSVName},
	{"exportExposures", ExportExposuresPath, exportExposuresName},
	{"exportCodebook", ExportCodebookPath, codebookName},
	{"exportWorkbook", ExportWorkbookPath, ""},
	{"dataPackage", DataPackagePath, ""},
	{"exportPm25Years", ExportPM25YearsPath, pm25YearsName},
	{"studies", StudiesPath, ""},
	{"environmentalDataEs", SpanishEnvironmentalPath, ""},
	{"studiesEs", SpanishStudiesPath, ""},
	{"pm25Years", PM25StatePath, ""},
}

// tsEntry is one `key: 'text',` line of a TypeScript object literal.
var tsEntry = regexp.MustCompile(`(?m)^\s*(\w+): '([^']*)',$`)

// tsObject returns the entries of `export const name = { ... } as const;` in module.
func tsObject(t *testing.T, module []byte, name string) map[string]string {
	t.Helper()
	body := regexp.MustCompile(`(?s)export const ` + name + ` = \{\n(.*?)\n\} as const;`).FindSubmatch(module)
	if body == nil {
		t.Fatalf("%s: no `export const %s = { ... } as const;`", pathsModule, name)
	}
	entries := map[string]string{}
	for _, m := range tsEntry.FindAllSubmatch(body[1], -1) {
		entries[string(m[1])] = string(m[2])
	}
	return entries
}

func TestPagePathsMatchAPI(t *testing.T) {
	module, err := os.ReadFile(pathsModule)
	if err != nil {
		t.Fatal(err)
	}
	paths, downloads := tsObject(t, module, "API_PATHS"), tsObject(t, module, "DOWNLOAD_NAMES")

	var netlify struct {
		Headers []struct {
			For    string            `toml:"for"`
			Values map[string]string `toml:"values"`
		} `toml:"headers"`
	}
	if _, err := toml.DecodeFile(netlifyFile, &netlify); err != nil {
		t.Fatal(err)
	}
	headers := map[string]map[string]string{}
	for _, h := range netlify.Headers {
		headers[h.For] = h.Values
	}

	for _, f := range pageFiles {
		t.Run(f.key, func(t *testing.T) {
			path := "/" + APIDir + "/" + f.path
			if paths[f.key] != path {
				t.Errorf("%s: API_PATHS.%s is %q, Go writes %q", pathsModule, f.key, paths[f.key], path)
			}
			rule := path
			if strings.HasSuffix(f.path, "/") {
				rule += "*"
			} else if _, own := headers[rule]; !own {
				// A file in a folder of files (the search's index beside its pieces) takes the folder's rule.
				rule = path[:strings.LastIndex(path, "/")+1] + "*"
			}
			// A [[headers]] table without its [headers.values] still decodes, with no values, and
			// Netlify drops it without a word: the file is then served with no type of its own.
			values := headers[rule]
			if values["Content-Type"] == "" {
				t.Fatalf("%s: no [[headers]] for %q gives its Content-Type", netlifyFile, rule)
			}
			download, isDownload := downloads[f.key]
			if want := `attachment; filename="` + download + `"`; isDownload && values["Content-Disposition"] != want {
				t.Errorf("%s: %s has Content-Disposition %q, DOWNLOAD_NAMES.%s says %q", netlifyFile, rule, values["Content-Disposition"], f.key, want)
			}
			if f.download != "" && download != f.download {
				t.Errorf("%s: DOWNLOAD_NAMES.%s is %q, Go names it %q", pathsModule, f.key, download, f.download)
			}
		})
	}
	for key := range paths {
		if !slices.ContainsFunc(pageFiles, func(f pageFile) bool { return f.key == key }) {
			t.Errorf("%s: API_PATHS.%s names no API file Go writes; add it to pageFiles", pathsModule, key)
		}
	}
	for key := range downloads {
		if _, ok := paths[key]; !ok {
			t.Errorf("%s: DOWNLOAD_NAMES.%s has no API_PATHS.%s", pathsModule, key, key)
		}
	}
}
