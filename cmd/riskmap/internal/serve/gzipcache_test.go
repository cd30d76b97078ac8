package serve

import (
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A file rebuilt while the server runs is served anew, never from the compressed copy of the old one.
func TestGzipCacheFollowsRebuiltFiles(t *testing.T) {
	h := newTestHandler(t)
	dir := h.root.Name()
	gunzipped := func() string {
		t.Helper()
		res := do(t, h, "GET", "/api/counties", map[string]string{"Accept-Encoding": "gzip"})
		zr, err := gzip.NewReader(strings.NewReader(body(t, res)))
		if err != nil {
			t.Fatal(err)
		}
		plain, err := io.ReadAll(zr)
		if err != nil {
			t.Fatal(err)
		}
		return string(plain)
	}
	first := gunzipped()
	if again := gunzipped(); again != first {
		t.Fatalf("second answer %q differs from the first %q", again, first)
	}
	rebuilt := `[{"id":"12086","name":"Miami-Dade"}]` + "\n"
	path := filepath.Join(dir, "api", "counties")
	if err := os.WriteFile(path, []byte(rebuilt), 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	if got := gunzipped(); got != rebuilt {
		t.Errorf("after the rebuild got %q, want %q", got, rebuilt)
	}
}
