package serve

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

func newTestHandler(t testing.TB) *Handler {
	t.Helper()
	return newHandlerFor(t, newTestSite(t))
}

// newHandlerFor serves dir with the repository's netlify.toml and dir's _headers until the test ends.
func newHandlerFor(t testing.TB, dir string) *Handler {
	t.Helper()
	return newHandlerWith(t, repoConfig, dir)
}

// newHandlerWith serves dir with the netlify.toml at config and dir's _headers until the test ends.
func newHandlerWith(t testing.TB, config, dir string) *Handler {
	t.Helper()
	cfg, err := Load(config, dir)
	if err != nil {
		t.Fatal(err)
	}
	h, err := NewHandler(dir, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// do sends target as the raw request line, so "..", "%2e" and "\" reach the handler unchanged.
func do(t *testing.T, h http.Handler, method, target string, header map[string]string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(method, target, nil)
	for k, v := range header {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

func body(t *testing.T, res *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var securityHeaders = []string{
	"Content-Security-Policy", "X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy", "Permissions-Policy",
}

func assertSecurityHeaders(t *testing.T, res *http.Response) {
	t.Helper()
	for _, name := range securityHeaders {
		if res.Header.Get(name) == "" {
			t.Errorf("missing %s", name)
		}
	}
	if got := res.Header.Get("X-Content-Type-Options"); got != "nosniff" {
		t.Errorf("X-Content-Type-Options = %q", got)
	}
	if got := res.Header.Get("X-Frame-Options"); got != "DENY" {
		t.Errorf("X-Frame-Options = %q", got)
	}
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe-inline") {
		t.Errorf("Content-Security-Policy = %q", csp)
	}
}

const (
	htmlType    = "text/html; charset=utf-8"
	jsonType    = "application/json; charset=utf-8"
	revalidate  = "public, max-age=0, must-revalidate"
	immutable   = "public, max-age=31536000, immutable"
	csvDownload = `attachment; filename="environmental-data.csv"`
)

func TestServeFiles(t *testing.T) {
	h := newTestHandler(t)
	tests := []struct {
		target      string
		status      int
		contentType string
		cache       string
		body        string
		disposition string
	}{
		{"/", 200, htmlType, revalidate, indexHTML, ""},
		{"/?county=06037&layers=traffic", 200, htmlType, revalidate, indexHTML, ""},
		{"/?data=measured", 200, htmlType, revalidate, measuredHTML, ""},
		{"/?county=06037&data=measured&layers=traffic", 200, htmlType, revalidate, measuredHTML, ""},
		{"/?data=demo", 200, htmlType, revalidate, indexHTML, ""},
		{"/index.html", 200, htmlType, revalidate, indexHTML, ""},
		{"/index.html?data=measured", 200, htmlType, revalidate, indexHTML, ""},
		{"/measured.html", 200, htmlType, revalidate, measuredHTML, ""},
		{"/404.html", 200, htmlType, revalidate, notFoundHTM, ""},
		{"/es/", 200, htmlType, revalidate, esIndexHTML, ""},
		{"/es/?data=measured&county=06019", 200, htmlType, revalidate, esMeasuredHTML, ""},
		{"/es?data=measured", 200, htmlType, revalidate, esMeasuredHTML, ""},
		{"/es/?county=06019", 200, htmlType, revalidate, esIndexHTML, ""},
		{"/es/index.html", 200, htmlType, revalidate, esIndexHTML, ""},
		{"/es/404.html", 200, htmlType, revalidate, esNotFound, ""},
		{"/docs/", 200, htmlType, revalidate, "<!doctype html><title>docs</title>", ""},
		{"/assets/app-abc123.js", 200, "text/javascript; charset=utf-8", immutable, appJS, ""},
		{"/assets/app-abc123.css", 200, "text/css; charset=utf-8", immutable, "body{margin:0}", ""},
		{"/assets/shapes-abc123.gz", 200, "application/gzip", immutable, gzipMagic + "stored gzipped", ""},
		{"/api/counties", 200, jsonType, revalidate, countiesJS, ""},
		{"/api/environmental-data", 200, jsonType, revalidate, `{"factors":[]}` + "\n", ""},
		{"/api/export/json", 200, jsonType, revalidate, countiesJS, ""},
		{"/api/export/csv", 200, "text/csv; charset=utf-8", revalidate, exportCSV, csvDownload},
		{"/api/export/workbook", 200, xlsxType, revalidate, workbookXLSX, `attachment; filename="county-exposures.xlsx"`},
		{"/api/export/datapackage", 200, jsonType, revalidate, `{"resources":[]}` + "\n", `attachment; filename="datapackage.json"`},
		{"/api/pm25-by-year/06", 200, jsonType, revalidate, pm25StateJSON, ""},
		{"/report.xlsx", 200, xlsxType, revalidate, workbookXLSX, ""},
		{"/favicon.svg", 200, "image/svg+xml", revalidate, `<svg xmlns="http://www.w3.org/2000/svg"/>`, ""},
		{"/logo.png", 200, "image/png", revalidate, "\x89PNG\r\n\x1a\n", ""},
		{"/blob", 200, "application/octet-stream", revalidate, "no extension, no rule", ""},
		{"/inside-link.js", 200, "text/javascript; charset=utf-8", revalidate, appJS, ""},
		{"/nope", 404, htmlType, revalidate, notFoundHTM, ""},
		{"/assets/missing.js", 404, htmlType, revalidate, notFoundHTM, ""},
		{"/api/export/xml", 404, htmlType, revalidate, notFoundHTM, ""},
		{"/api/export/csv/", 404, htmlType, revalidate, notFoundHTM, ""},
		{"/empty/", 404, htmlType, revalidate, notFoundHTM, ""},
		{"/empty", 404, htmlType, revalidate, notFoundHTM, ""},
		{"/nested/", 404, htmlType, revalidate, notFoundHTM, ""},
		{"/index.html/", 404, htmlType, revalidate, notFoundHTM, ""},
		{"/esx", 404, htmlType, revalidate, notFoundHTM, ""},
		{"/es/x", 404, htmlType, revalidate, esNotFound, ""},
		{"/es/x/", 404, htmlType, revalidate, esNotFound, ""},
		{"/es/condado/06019?data=measured", 404, htmlType, revalidate, esNotFound, ""},
		{"/es/assets/missing.js", 404, htmlType, revalidate, esNotFound, ""},
		{"/es/assets/", 404, htmlType, revalidate, esNotFound, ""},
		{"/es/index.html/", 404, htmlType, revalidate, esNotFound, ""},
	}
	for _, tt := range tests {
		t.Run(tt.target, func(t *testing.T) {
			res := do(t, h, "GET", tt.target, nil)
			if res.StatusCode != tt.status {
				t.Errorf("status = %d, want %d", res.StatusCode, tt.status)
			}
			if got := res.Header.Get("Content-Type"); got != tt.contentType {
				t.Errorf("Content-Type = %q, want %q", got, tt.contentType)
			}
			if got := res.Header.Values("Cache-Control"); len(got) != 1 || got[0] != tt.cache {
				t.Errorf("Cache-Control = %q, want [%q]", got, tt.cache)
			}
			if got := res.Header.Get("Content-Disposition"); got != tt.disposition {
				t.Errorf("Content-Disposition = %q, want %q", got, tt.disposition)
			}
			if got := body(t, res); got != tt.body {
				t.Errorf("body = %q, want %q", got, tt.body)
			}
			assertSecurityHeaders(t, res)
		})
	}
}

// A folder with an index.html asked for without its slash is sent to it, as Netlify does with
// pretty URLs, so the page's relative links resolve inside the folder.
func TestDirectoryRedirect(t *testing.T) {
	h := newTestHandler(t)
	tests := []struct{ method, target, location string }{
		{"GET", "/docs?x=1", "/docs/?x=1"},
		{"GET", "/es", "/es/"},
		{"GET", "/es?county=06019", "/es/?county=06019"},
		{"HEAD", "/es", "/es/"},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.target, func(t *testing.T) {
			res := do(t, h, tt.method, tt.target, nil)
			if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != tt.location {
				t.Fatalf("status %d Location %q, want 301 to %s", res.StatusCode, res.Header.Get("Location"), tt.location)
			}
			if got := res.Header.Get("Cache-Control"); got != revalidate {
				t.Errorf("Cache-Control = %q, want %q", got, revalidate)
			}
			assertSecurityHeaders(t, res)
		})
	}
}

func TestTraversalNeverServed(t *testing.T) {
	h := newTestHandler(t)
	targets := []string{
		"/../secret.txt",
		"/assets/../../secret.txt",
		"/%2e%2e/secret.txt",
		"/%2E%2E/%2e%2e/secret.txt",
		"/..%2fsecret.txt",
		"/assets%2f..%2f..%2fsecret.txt",
		"/..%5csecret.txt",
		"/..\\secret.txt",
		"/./index.html",
		"//etc/passwd",
		"/etc/passwd",
		"http://example.com/../secret.txt",
		"/leak.txt",
		"/abs-leak.txt",
		"/leakdir/secret2.txt",
		"/leakdir/",
		"/%00index.html",
	}
	for _, target := range targets {
		t.Run(target, func(t *testing.T) {
			res := do(t, h, "GET", target, nil)
			b := body(t, res)
			if res.StatusCode != http.StatusNotFound {
				t.Errorf("status = %d, want 404", res.StatusCode)
			}
			if strings.Contains(b, "SECRET") || strings.Contains(b, "root:") {
				t.Errorf("leaked: %q", b)
			}
			assertSecurityHeaders(t, res)
		})
	}
}

func TestMethodNotAllowed(t *testing.T) {
	h := newTestHandler(t)
	for _, method := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS"} {
		for _, target := range []string{"/", "/api/export/csv", "/nope"} {
			t.Run(method+" "+target, func(t *testing.T) {
				res := do(t, h, method, target, nil)
				if res.StatusCode != http.StatusMethodNotAllowed {
					t.Errorf("status = %d, want 405", res.StatusCode)
				}
				if got := res.Header.Get("Allow"); got != "GET, HEAD" {
					t.Errorf("Allow = %q", got)
				}
				if got := res.Header.Get("Content-Disposition"); got != "" {
					t.Errorf("Content-Disposition = %q on an error page", got)
				}
				assertSecurityHeaders(t, res)
			})
		}
	}
}

func TestHead(t *testing.T) {
	h := newTestHandler(t)
	tests := []struct {
		target string
		status int
	}{{"/", 200}, {"/api/counties", 200}, {"/api/export/csv", 200}, {"/nope", 404}, {"/es/", 200}, {"/es/nope", 404}}
	for _, tt := range tests {
		t.Run(tt.target, func(t *testing.T) {
			get := do(t, h, "GET", tt.target, nil)
			head := do(t, h, "HEAD", tt.target, nil)
			if head.StatusCode != tt.status {
				t.Errorf("status = %d, want %d", head.StatusCode, tt.status)
			}
			if b := body(t, head); b != "" {
				t.Errorf("HEAD body = %q, want none", b)
			}
			for _, name := range []string{"Content-Type", "Content-Length", "Content-Disposition", "Cache-Control"} {
				if head.Header.Get(name) != get.Header.Get(name) {
					t.Errorf("%s: HEAD %q, GET %q", name, head.Header.Get(name), get.Header.Get(name))
				}
			}
			assertSecurityHeaders(t, head)
		})
	}
}

func TestGzip(t *testing.T) {
	h := newTestHandler(t)
	tests := []struct {
		target, body string
		status       int
		compressed   bool
	}{
		{"/", indexHTML, 200, true},
		{"/assets/app-abc123.js", appJS, 200, true},
		{"/api/counties", countiesJS, 200, true},
		{"/api/export/csv", exportCSV, 200, true},
		{"/api/pm25-by-year/06", pm25StateJSON, 200, true},
		{"/nope", notFoundHTM, 404, true},
		{"/es/", esIndexHTML, 200, true},
		{"/es/nope", esNotFound, 404, true},
		{"/logo.png", "\x89PNG\r\n\x1a\n", 200, false},
		{"/blob", "no extension, no rule", 200, false},
	}
	for _, tt := range tests {
		t.Run(tt.target, func(t *testing.T) {
			res := do(t, h, "GET", tt.target, map[string]string{"Accept-Encoding": "br;q=1, gzip;q=0.8"})
			if res.StatusCode != tt.status {
				t.Errorf("status = %d, want %d", res.StatusCode, tt.status)
			}
			raw := body(t, res)
			if !tt.compressed {
				if res.Header.Get("Content-Encoding") != "" || raw != tt.body {
					t.Errorf("Content-Encoding %q body %q, want the file as is", res.Header.Get("Content-Encoding"), raw)
				}
				return
			}
			if res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("Vary") != "Accept-Encoding" {
				t.Fatalf("Content-Encoding %q Vary %q, want gzip and Accept-Encoding", res.Header.Get("Content-Encoding"), res.Header.Get("Vary"))
			}
			if cl := res.Header.Get("Content-Length"); cl != "" && cl != strconv.Itoa(len(raw)) {
				t.Errorf("Content-Length %q on a gzip body of %d bytes", cl, len(raw))
			}
			zr, err := gzip.NewReader(strings.NewReader(raw))
			if err != nil {
				t.Fatal(err)
			}
			plain, err := io.ReadAll(zr)
			if err != nil || string(plain) != tt.body {
				t.Errorf("gunzipped body %q (%v), want %q", plain, err, tt.body)
			}
			assertSecurityHeaders(t, res)
		})
	}
}

func TestNoGzipWithoutAcceptEncoding(t *testing.T) {
	h := newTestHandler(t)
	for _, ae := range []string{"", "identity", "gzip;q=0", "br"} {
		t.Run(ae, func(t *testing.T) {
			res := do(t, h, "GET", "/api/counties", map[string]string{"Accept-Encoding": ae})
			if res.Header.Get("Content-Encoding") != "" {
				t.Errorf("Content-Encoding = %q", res.Header.Get("Content-Encoding"))
			}
			if got := body(t, res); got != countiesJS {
				t.Errorf("body = %q", got)
			}
			if res.Header.Get("Vary") != "Accept-Encoding" {
				t.Errorf("Vary = %q, caches must keep the two forms apart", res.Header.Get("Vary"))
			}
		})
	}
}

func TestConditionalGet(t *testing.T) {
	h := newTestHandler(t)
	for _, ae := range []string{"", "gzip"} {
		first := do(t, h, "GET", "/api/counties", map[string]string{"Accept-Encoding": ae})
		etag := first.Header.Get("ETag")
		if etag == "" {
			t.Fatal("no ETag")
		}
		again := do(t, h, "GET", "/api/counties", map[string]string{"Accept-Encoding": ae, "If-None-Match": etag})
		if again.StatusCode != http.StatusNotModified {
			t.Errorf("Accept-Encoding %q: status = %d, want 304", ae, again.StatusCode)
		}
		if b := body(t, again); b != "" {
			t.Errorf("304 body = %q", b)
		}
	}
	plain := do(t, h, "GET", "/api/counties", nil).Header.Get("ETag")
	zipped := do(t, h, "GET", "/api/counties", map[string]string{"Accept-Encoding": "gzip"}).Header.Get("ETag")
	if plain == zipped {
		t.Errorf("gzip and identity share ETag %s", plain)
	}
}

func TestRangeOnlyWithoutGzip(t *testing.T) {
	h := newTestHandler(t)
	res := do(t, h, "GET", "/api/export/csv", map[string]string{"Range": "bytes=0-1"})
	if res.StatusCode != http.StatusPartialContent || body(t, res) != "id" {
		t.Errorf("identity range: status %d", res.StatusCode)
	}
	res = do(t, h, "GET", "/api/export/csv", map[string]string{"Range": "bytes=0-1", "Accept-Encoding": "gzip"})
	zr, err := gzip.NewReader(bytes.NewReader([]byte(body(t, res))))
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(zr)
	if res.StatusCode != http.StatusOK || string(plain) != exportCSV {
		t.Errorf("gzip range: status %d body %q, want the whole file", res.StatusCode, plain)
	}
}

func TestNotFoundWithout404Page(t *testing.T) {
	dir := t.TempDir()
	writeHeadersFile(t, dir, "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self'\n")
	// netlify.toml's pages must be there; the root 404.html is what this test leaves out.
	writeFiles(t, dir, map[string]string{"es/404.html": esNotFound, "measured.html": measuredHTML, "es/measured.html": esMeasuredHTML})
	res := do(t, newHandlerFor(t, dir), "GET", "/nope", nil)
	if res.StatusCode != 404 || body(t, res) != "404 page not found\n" {
		t.Errorf("status %d", res.StatusCode)
	}
	assertSecurityHeaders(t, res)
}
