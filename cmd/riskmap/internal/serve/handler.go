package serve

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// Handler serves the files of a site directory with the headers of a Config.
type Handler struct {
	root    *os.Root
	cfg     *Config
	gzipped gzipCache
}

// NewHandler serves dir. Files are opened through an os.Root, so no name,
// symlink included, can reach outside dir. Close releases the directory.
func NewHandler(dir string, cfg *Config) (*Handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("open site directory: %w", err)
	}
	return &Handler{root: root, cfg: cfg}, nil
}

// Close releases the site directory.
func (h *Handler) Close() error { return h.root.Close() }

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// Rule headers go on every answer, 404 and 405 included, as on Netlify.
	header := w.Header()
	for name, values := range h.cfg.HeadersFor(r.URL.Path) {
		header[name] = values
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		header.Set("Allow", "GET, HEAD")
		h.writePage(w, r, http.StatusMethodNotAllowed, "text/plain; charset=utf-8", []byte("405 method not allowed\n"))
		return
	}
	rule := h.cfg.redirectFor(r.URL.Path, r.URL.Query())
	name, ok := siteName(r.URL.Path, r.URL.RawPath)
	if !ok {
		h.noFile(w, r, rule)
		return
	}
	if rule != nil && rule.Force {
		h.applyRedirect(w, r, rule)
		return
	}
	wantsDir := strings.HasSuffix(r.URL.Path, "/")
	if wantsDir {
		name = path.Join(name, "index.html")
	}
	f, info, err := h.open(name)
	if err != nil {
		h.noFile(w, r, rule)
		return
	}
	defer f.Close()
	switch {
	case info.IsDir() && !wantsDir && h.isFile(path.Join(name, "index.html")):
		h.redirectToDir(w, r, name)
	case info.Mode().IsRegular():
		h.serveFile(w, r, name, f, info)
	default:
		h.noFile(w, r, rule)
	}
}

// noFile answers a request that no file answers: with the rule that matched it, which Netlify
// applies then (a rule without force never shadows a file), else with the site's 404 page.
func (h *Handler) noFile(w http.ResponseWriter, r *http.Request, rule *Redirect) {
	if rule == nil {
		h.notFound(w, r, "404.html")
		return
	}
	h.applyRedirect(w, r, rule)
}

// applyRedirect answers with a rule's page: a folder's 404 page with status 404, a rewrite's
// page with status 200 under the address asked for.
func (h *Handler) applyRedirect(w http.ResponseWriter, r *http.Request, rule *Redirect) {
	if rule.Status == http.StatusNotFound {
		h.notFound(w, r, rule.Page())
		return
	}
	f, info, err := h.open(rule.Page())
	if err != nil {
		h.notFound(w, r, "404.html")
		return
	}
	defer f.Close()
	if !info.Mode().IsRegular() {
		h.notFound(w, r, "404.html")
		return
	}
	h.serveFile(w, r, rule.Page(), f, info)
}

func (h *Handler) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := h.root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

func (h *Handler) isFile(name string) bool {
	info, err := h.root.Stat(name)
	return err == nil && info.Mode().IsRegular()
}

// redirectToDir sends "/x" to "/x/" so the page's relative links resolve inside x.
func (h *Handler) redirectToDir(w http.ResponseWriter, r *http.Request, name string) {
	target := "/" + name + "/"
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	dropFileHeaders(w.Header())
	http.Redirect(w, r, target, http.StatusMovedPermanently)
}

// serveFile answers with a file; http.ServeContent handles HEAD, conditional requests and ranges.
func (h *Handler) serveFile(w http.ResponseWriter, r *http.Request, name string, f *os.File, info fs.FileInfo) {
	header := w.Header()
	if header.Get("Content-Type") == "" {
		header.Set("Content-Type", typeByExtension(info.Name()))
	}
	etag := fmt.Sprintf(`"%x-%x`, info.ModTime().UnixNano(), info.Size())
	var content io.ReadSeeker = f
	if tooManyRanges(r.Header.Get("Range")) {
		r = r.Clone(r.Context())
		r.Header.Del("Range")
	}
	if wantsGzip(w, r) {
		body, err := h.gzipped.get(name, info, f)
		if err != nil {
			http.Error(w, "500 cannot read "+name, http.StatusInternalServerError)
			return
		}
		header.Set("Content-Encoding", "gzip")
		content = bytes.NewReader(body)
		etag += "-gzip"
		// Byte ranges address the file, not its compressed form: send it whole.
		r = r.Clone(r.Context())
		r.Header.Del("Range")
	}
	header.Set("ETag", etag+`"`)
	http.ServeContent(w, r, info.Name(), info.ModTime(), content)
}

// maxRanges is the most byte ranges one request may ask for. Each range costs a multipart
// header of its own, so 1,500 tiny ranges of a 6.8 KB file made a 216 KB answer; clients that
// read a file in pieces ask for a handful. http.ServeContent already ignores ranges whose sizes
// add up to more than the file.
const maxRanges = 16

// tooManyRanges reports whether a Range header asks for more than maxRanges ranges; the file is
// then sent whole with status 200, which RFC 9110 allows for any range request.
func tooManyRanges(spec string) bool {
	return spec != "" && strings.Count(spec, ",") >= maxRanges
}

// notFound answers with status 404 and a not-found page: a folder's own (a [[redirects]] 404
// rule's) or the site's 404.html.
func (h *Handler) notFound(w http.ResponseWriter, r *http.Request, page string) {
	body, err := h.root.ReadFile(page)
	if err != nil {
		h.writePage(w, r, http.StatusNotFound, "text/plain; charset=utf-8", []byte("404 page not found\n"))
		return
	}
	h.writePage(w, r, http.StatusNotFound, "text/html; charset=utf-8", body)
}

// writePage answers with an error page held in memory.
func (h *Handler) writePage(w http.ResponseWriter, r *http.Request, code int, contentType string, body []byte) {
	header := w.Header()
	dropFileHeaders(header)
	header.Set("Content-Type", contentType)
	var out io.Writer = w
	if gw, ok := startGzip(w, r); ok {
		defer gw.Close()
		gw.WriteHeader(code)
		out = gw
	} else {
		header.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(code)
	}
	if r.Method != http.MethodHead {
		out.Write(body) //nolint:errcheck // the client went away; nothing to tell it
	}
}

// dropFileHeaders undoes rule headers that describe the file at the requested
// path, for answers whose body is not that file: a missing hashed asset must
// not be cached as immutable, nor an error page downloaded as a CSV.
func dropFileHeaders(header http.Header) {
	header.Del("Content-Type")
	header.Del("Content-Disposition")
	header.Set("Cache-Control", netlifyDefaultCacheControl)
}

// wantsGzip marks a text-like answer as varying by Accept-Encoding and reports
// whether the client takes gzip.
func wantsGzip(w http.ResponseWriter, r *http.Request) bool {
	header := w.Header()
	if !compressible(header.Get("Content-Type")) {
		return false
	}
	header.Add("Vary", "Accept-Encoding")
	return acceptsGzip(r)
}

// startGzip returns a writer that compresses the body when wantsGzip says so.
func startGzip(w http.ResponseWriter, r *http.Request) (*gzipWriter, bool) {
	if !wantsGzip(w, r) {
		return nil, false
	}
	w.Header().Set("Content-Encoding", "gzip")
	return &gzipWriter{ResponseWriter: w}, true
}
