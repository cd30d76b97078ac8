package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Bodies of the test site; large enough that compression is visible.
var (
	indexHTML   = "<!doctype html><title>Risk map</title><div id=root></div>" + strings.Repeat("<!-- map -->", 50)
	notFoundHTM = "<!doctype html><h1>404 Page Not Found</h1><p>Did you forget to add the page to the router?</p>"
	esIndexHTML = `<!doctype html><html lang="es"><title>Mapa de riesgo</title><div id=root></div>` + strings.Repeat("<!-- mapa -->", 50)
	// The Measured view's own copies of the map page, which netlify.toml's rewrites serve for ?data=measured.
	measuredHTML   = "<!doctype html><title>Risk map</title><div id=root>Measured</div>"
	esMeasuredHTML = `<!doctype html><html lang="es"><title>Mapa de riesgo</title><div id=root>Medidos</div>`
	esNotFound     = `<!doctype html><html lang="es"><h1>404 Página no encontrada</h1>` + strings.Repeat("<!-- 404 -->", 20)
	countiesJS     = `[{"id":"06037","name":"Los Angeles"}]` + "\n"
	exportCSV      = "id,name,state,stateCode,fipsCode,latitude,longitude\n06037,Los Angeles,California,CA,06037,34.3209,-118.2247\n"
	// workbookXLSX starts like every workbook: a ZIP archive, served as it is.
	workbookXLSX  = "PK\x03\x04" + strings.Repeat("workbook ", 50)
	pm25StateJSON = `{"years":[2000,2001],"counties":{"06019":[16.1,15.2]}}` + "\n"
	appJS         = "console.log('map');" + strings.Repeat("//pad\n", 100)
	secretText    = "TOP SECRET outside the site"
	// gzipMagic starts a file the site stores gzipped: served as it is, never compressed again.
	gzipMagic = "\x1f\x8b"
	// builtHeaders is the site's _headers as the build writes it: the CSP, then each API file's type
	// and download name from the manifest (site/vite/apiHeaders.ts).
	builtHeaders = "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self' 'sha256-abc='\n" +
		"/api/counties\n  Content-Type: application/json; charset=utf-8\n" +
		"/api/environmental-data\n  Content-Type: application/json; charset=utf-8\n" +
		"/api/export/json\n  Content-Type: application/json; charset=utf-8\n" +
		"/api/export/csv\n  Content-Type: text/csv; charset=utf-8\n  Content-Disposition: attachment; filename=\"environmental-data.csv\"\n" +
		"/api/export/workbook\n  Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\n" +
		"  Content-Disposition: attachment; filename=\"county-exposures.xlsx\"\n" +
		"/api/export/datapackage\n  Content-Type: application/json; charset=utf-8\n  Content-Disposition: attachment; filename=\"datapackage.json\"\n" +
		"/api/pm25-by-year/*\n  Content-Type: application/json; charset=utf-8\n"
)

// newTestSite builds a site directory shaped like dist/ next to a secret file
// outside it, with symlinks that try to reach the secret.
func newTestSite(t testing.TB) string {
	t.Helper()
	base := t.TempDir()
	site := filepath.Join(base, "site")
	files := map[string]string{
		"index.html":              indexHTML,
		"404.html":                notFoundHTM,
		"es/index.html":           esIndexHTML,
		"es/404.html":             esNotFound,
		"measured.html":           measuredHTML,
		"es/measured.html":        esMeasuredHTML,
		"es/assets/.keep":         "",
		"assets/app-abc123.js":    appJS,
		"assets/app-abc123.css":   "body{margin:0}",
		"assets/shapes-abc123.gz": gzipMagic + "stored gzipped",
		"api/counties":            countiesJS,
		"api/environmental-data":  `{"factors":[]}` + "\n",
		"api/export/json":         countiesJS,
		"api/export/csv":          exportCSV,
		"api/export/workbook":     workbookXLSX,
		"api/export/datapackage":  `{"resources":[]}` + "\n",
		"api/pm25-by-year/06":     pm25StateJSON,
		"report.xlsx":             workbookXLSX,
		"favicon.svg":             `<svg xmlns="http://www.w3.org/2000/svg"/>`,
		HeadersFile:               builtHeaders,
		"logo.png":                "\x89PNG\r\n\x1a\n",
		"blob":                    "no extension, no rule",
		"docs/index.html":         "<!doctype html><title>docs</title>",
		"empty/.keep":             "",
		"../secret.txt":           secretText,
		"../outside/secret2.txt":  secretText,
		"../outside/index.html":   secretText,
		"nested/deeper/page.html": "<!doctype html>",
	}
	writeFiles(t, site, files)
	links := map[string]string{
		"leak.txt":       "../secret.txt",
		"leakdir":        "../outside",
		"abs-leak.txt":   filepath.Join(base, "secret.txt"),
		"inside-link.js": "assets/app-abc123.js",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(site, name)); err != nil {
			t.Fatal(err)
		}
	}
	return site
}

// writeFiles writes each named file (slash-separated, under dir) with its text, making folders.
func writeFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
