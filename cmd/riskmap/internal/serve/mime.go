package serve

import (
	"mime"
	"path"
	"strings"
)

// webTypes pins the types of the files a Vite build produces, so responses do
// not depend on the MIME tables of the machine the server runs on.
var webTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".map":         "application/json; charset=utf-8",
	".json":        "application/json; charset=utf-8",
	".webmanifest": "application/manifest+json; charset=utf-8",
	".csv":         "text/csv; charset=utf-8",
	".txt":         "text/plain; charset=utf-8",
	".xml":         "application/xml; charset=utf-8",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".gif":         "image/gif",
	".webp":        "image/webp",
	".avif":        "image/avif",
	".ico":         "image/x-icon",
	".woff":        "font/woff",
	".woff2":       "font/woff2",
	".wasm":        "application/wasm",
	".gz":          "application/gzip",
	".xlsx":        xlsxType,
}

// xlsxType is an Excel workbook's type, which not every machine's MIME table knows.
const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

// octetStream is the type of a file whose kind is unknown; with nosniff the
// browser downloads it instead of guessing.
const octetStream = "application/octet-stream"

// typeByExtension returns the Content-Type for a file name.
func typeByExtension(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := webTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); ext != "" && t != "" {
		return t
	}
	return octetStream
}

// compressible reports whether a Content-Type is text-like, so gzip pays off.
func compressible(contentType string) bool {
	t, _, err := mime.ParseMediaType(contentType)
	if err != nil {
		return false
	}
	switch {
	case strings.HasPrefix(t, "text/"),
		strings.HasSuffix(t, "+json"), strings.HasSuffix(t, "+xml"):
		return true
	}
	switch t {
	case "application/json", "application/javascript", "application/xml", "application/wasm":
		return true
	}
	return false
}
