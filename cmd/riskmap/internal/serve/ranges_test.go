package serve

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

func ranges(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = fmt.Sprintf("%d-%d", i, i)
	}
	return "bytes=" + strings.Join(parts, ",")
}

func TestRangeLimits(t *testing.T) {
	h := newTestHandler(t)
	size := len(exportCSV)
	tests := []struct {
		name, spec string
		status     int
		body       string // "" means a multipart body, not checked byte for byte
	}{
		{"one range", "bytes=0-1", http.StatusPartialContent, exportCSV[:2]},
		{"the most ranges", ranges(maxRanges), http.StatusPartialContent, ""},
		{"one range too many", ranges(maxRanges + 1), http.StatusOK, exportCSV},
		{"1,500 ranges", ranges(1500), http.StatusOK, exportCSV},
		{"ranges adding up past the file", fmt.Sprintf("bytes=0-%d,0-%d", size-1, size-1), http.StatusOK, exportCSV},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := do(t, h, "GET", "/api/export/csv", map[string]string{"Range": tt.spec})
			got := body(t, res)
			if res.StatusCode != tt.status {
				t.Fatalf("status = %d, want %d", res.StatusCode, tt.status)
			}
			if tt.body != "" && got != tt.body {
				t.Errorf("body = %q, want %q", got, tt.body)
			}
			if tt.body == "" && !strings.HasPrefix(res.Header.Get("Content-Type"), "multipart/byteranges") {
				t.Errorf("Content-Type = %q, want multipart/byteranges", res.Header.Get("Content-Type"))
			}
			// A part's own header is about 140 bytes; the answer stays bounded by the file and the cap.
			if limit := size + maxRanges*200; len(got) > limit {
				t.Errorf("answer of %d bytes for a %d-byte file, want at most %d", len(got), size, limit)
			}
		})
	}
}

func TestServerTimeouts(t *testing.T) {
	srv := newServer(http.NotFoundHandler())
	if srv.WriteTimeout != time.Minute || srv.ReadHeaderTimeout != 10*time.Second {
		t.Errorf("WriteTimeout %v ReadHeaderTimeout %v", srv.WriteTimeout, srv.ReadHeaderTimeout)
	}
}
