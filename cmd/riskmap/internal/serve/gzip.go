package serve

import (
	"compress/gzip"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

// acceptsGzip reports whether the request's Accept-Encoding allows gzip (q > 0).
func acceptsGzip(r *http.Request) bool {
	for _, field := range r.Header.Values("Accept-Encoding") {
		for _, coding := range strings.Split(field, ",") {
			name, params, _ := strings.Cut(coding, ";")
			name = strings.ToLower(strings.TrimSpace(name))
			if name != "gzip" && name != "x-gzip" && name != "*" {
				continue
			}
			if q, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
				if v, err := strconv.ParseFloat(q, 64); err == nil && v == 0 {
					continue
				}
			}
			return true
		}
	}
	return false
}

var gzipWriters = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(nil, gzip.DefaultCompression)
	return w
}}

// gzipWriter compresses the body written through it. The caller has already
// set Content-Encoding: gzip; if the body turns out to be an error page that
// dropped that header (http.ServeContent does), the body passes through as is.
type gzipWriter struct {
	http.ResponseWriter
	gz          *gzip.Writer
	passThrough bool
	wroteHeader bool
}

func (g *gzipWriter) WriteHeader(code int) {
	if g.wroteHeader {
		return
	}
	g.wroteHeader = true
	h := g.Header()
	g.passThrough = h.Get("Content-Encoding") != "gzip"
	if !g.passThrough {
		// The compressed length is unknown until the end, and byte ranges of the
		// uncompressed file would not fit the compressed body.
		h.Del("Content-Length")
		h.Del("Accept-Ranges")
	}
	g.ResponseWriter.WriteHeader(code)
}

func (g *gzipWriter) Write(p []byte) (int, error) {
	if !g.wroteHeader {
		g.WriteHeader(http.StatusOK)
	}
	if g.passThrough {
		return g.ResponseWriter.Write(p)
	}
	if g.gz == nil {
		g.gz = gzipWriters.Get().(*gzip.Writer)
		g.gz.Reset(g.ResponseWriter)
	}
	return g.gz.Write(p)
}

// Close flushes the compressed body; it writes nothing when no body was written (HEAD, 304).
func (g *gzipWriter) Close() error {
	if g.gz == nil {
		return nil
	}
	err := g.gz.Close()
	gzipWriters.Put(g.gz)
	g.gz = nil
	return err
}
