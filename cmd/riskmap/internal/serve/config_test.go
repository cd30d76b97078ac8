package serve

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const repoConfig = "../../../../netlify.toml"

func writeConfig(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "netlify.toml")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoadConfigRepoFile(t *testing.T) {
	cfg, err := LoadConfig(repoConfig)
	if err != nil {
		t.Fatalf("LoadConfig(%s): %v", repoConfig, err)
	}
	if len(cfg.Rules) == 0 || cfg.Rules[0].For != "/*" {
		t.Fatalf("first rule = %+v, want the /* security rule first so specific rules can override it", cfg.Rules)
	}
}

func TestLoadConfigValues(t *testing.T) {
	p := writeConfig(t, `
[build]
  publish = "dist"
[[headers]]
  for = " /a "
  [headers.values]
    cache-control = '''
    max-age=0,
    no-cache'''
    X-List = ["one", " two "]
`)
	cfg, err := LoadConfig(p)
	if err != nil {
		t.Fatal(err)
	}
	r := cfg.Rules[0]
	if r.For != "/a" {
		t.Errorf("For = %q, want trimmed /a", r.For)
	}
	if got := r.Values.Get("Cache-Control"); got != "max-age=0, no-cache" {
		t.Errorf("Cache-Control = %q", got)
	}
	if got := r.Values.Get("X-List"); got != "one, two" {
		t.Errorf("X-List = %q", got)
	}
}

func TestLoadConfigErrors(t *testing.T) {
	tests := []struct {
		name string
		toml string
		want []string
	}{
		{"syntax error has file:line", "[build]\ncommand = \"npm\n", []string{"netlify.toml:2: "}},
		{"missing for", "[[headers]]\n[headers.values]\nX-A = \"b\"\n", []string{`headers[0]: missing "for" field`}},
		{"relative for", "[[headers]]\nfor = \"api\"\n", []string{`headers[0]: "for" must start with "/"`}},
		{"number value", "[[headers]]\nfor = \"/\"\n[headers.values]\nX-A = 1\n", []string{`header "X-A" must be a string or a list of strings, got int64`}},
		{"errors collected", "[[headers]]\nfor = \"a\"\n[[headers]]\nfor = \"b\"\n", []string{"headers[0]", "headers[1]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := LoadConfig(writeConfig(t, tt.toml))
			if err == nil {
				t.Fatal("LoadConfig succeeded, want an error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

func TestLoadConfigMissingFile(t *testing.T) {
	_, err := LoadConfig(filepath.Join(t.TempDir(), "netlify.toml"))
	if !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("err = %v, want os.ErrNotExist", err)
	}
}
