package serve

import (
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func writeHeadersFile(t *testing.T, dir, text string) string {
	t.Helper()
	p := filepath.Join(dir, HeadersFile)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoadHeadersFile(t *testing.T) {
	p := writeHeadersFile(t, t.TempDir(), `# comment
/*
  Content-Security-Policy: default-src 'self'; style-src 'self' 'sha256-abc='
  X-Two: a
  x-two: b

/empty
  # a path with no headers is dropped
/api/*
  Link: </a>; rel=preload ,  </b>; rel=preload
`)
	rules, err := LoadHeadersFile(p)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]http.Header{}
	var order []string
	for _, r := range rules {
		got[r.For] = r.Values
		order = append(order, r.For)
	}
	if want := []string{"/*", "/api/*"}; !reflect.DeepEqual(order, want) {
		t.Fatalf("rules = %q, want %q", order, want)
	}
	want := map[string]http.Header{
		"/*": {
			"Content-Security-Policy": {"default-src 'self'; style-src 'self' 'sha256-abc='"},
			"X-Two":                   {"a, b"},
		},
		"/api/*": {"Link": {"</a>; rel=preload, </b>; rel=preload"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("values = %v, want %v", got, want)
	}
}

func TestLoadHeadersFileErrors(t *testing.T) {
	p := writeHeadersFile(t, t.TempDir(), `X-Early: 1
/ok
  just words
  : no name
  X-Empty:
`)
	_, err := LoadHeadersFile(p)
	want := p + `:1: header "X-Early" comes before any path line` + "\n" +
		p + `:3: "just words" is neither a path (starting with /) nor a "Name: value" header` + "\n" +
		p + ":4: missing header name\n" +
		p + `:5: header "X-Empty" has no value`
	if err == nil || err.Error() != want {
		t.Errorf("err = %v\nwant %s", err, want)
	}
}

// The _headers rules come before netlify.toml's: a header both set for a path is netlify.toml's.
func TestLoadMergesHeadersFileFirst(t *testing.T) {
	dir := t.TempDir()
	writeHeadersFile(t, dir, "/*\n  X-Both: from _headers\n  X-File: file\n")
	cfg, err := Load(writeConfig(t, `
[[headers]]
  for = "/*"
  [headers.values]
    X-Both = "from netlify.toml"
`), dir)
	if err != nil {
		t.Fatal(err)
	}
	h := cfg.HeadersFor("/x")
	if h.Get("X-Both") != "from netlify.toml" || h.Get("X-File") != "file" {
		t.Errorf("headers = %v", h)
	}
}

func TestLoadWithoutHeadersFile(t *testing.T) {
	cfg, err := Load(writeConfig(t, "[[headers]]\n  for = \"/*\"\n  [headers.values]\n    X-A = \"1\"\n"), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Rules) != 1 {
		t.Errorf("rules = %v, want netlify.toml's one", cfg.Rules)
	}
}
