package serve

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// redirect is one [[redirects]] table of netlify.toml.
func redirect(fields string) string { return "[[redirects]]\n" + fields + "\n" }

const spanish404 = `from = "/es/*"` + "\n" + `to = "/es/404.html"` + "\n" + `status = 404`

func TestLoadConfigNotFoundPages(t *testing.T) {
	tests := []struct {
		name string
		toml string
		want []NotFoundPage
	}{
		{"none", "[build]\npublish = \"dist\"\n", nil},
		{"a folder's 404 page", redirect(spanish404), []NotFoundPage{{From: "/es/*", To: "/es/404.html"}}},
		{"force = false is the default", redirect(spanish404 + "\nforce = false"), []NotFoundPage{{From: "/es/*", To: "/es/404.html"}}},
		{"spaces trimmed", redirect(`from = " /es/* "` + "\n" + `to = " /es/404.html "` + "\nstatus = 404"), []NotFoundPage{{From: "/es/*", To: "/es/404.html"}}},
		{"narrower first, then wider", redirect(`from = "/es/docs/*"`+"\n"+`to = "/es/docs/404.html"`+"\nstatus = 404") + redirect(spanish404) +
			redirect(`from = "/*"`+"\n"+`to = "/404.html"`+"\nstatus = 404"),
			[]NotFoundPage{{From: "/es/docs/*", To: "/es/docs/404.html"}, {From: "/es/*", To: "/es/404.html"}, {From: "/*", To: "/404.html"}}},
		{"sibling folders", redirect(spanish404) + redirect(`from = "/esp/*"`+"\n"+`to = "/esp/404.html"`+"\nstatus = 404"),
			[]NotFoundPage{{From: "/es/*", To: "/es/404.html"}, {From: "/esp/*", To: "/esp/404.html"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := LoadConfig(writeConfig(t, tt.toml))
			if err != nil {
				t.Fatal(err)
			}
			var got []NotFoundPage
			for _, p := range cfg.NotFoundPages {
				got = append(got, NotFoundPage{From: p.From, To: p.To})
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("NotFoundPages = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestLoadConfigRefusesOtherRedirects(t *testing.T) {
	tests := []struct {
		name string
		toml string
		want []string
	}{
		{"catch-all rewrite", redirect(`from = "/*"` + "\n" + `to = "/index.html"` + "\nstatus = 200"), []string{"redirects[0]: status = 200 is not supported"}},
		{"permanent redirect", redirect(`from = "/old/*"` + "\n" + `to = "/new/404.html"` + "\nstatus = 301"), []string{"status = 301 is not supported"}},
		{"no status", redirect(`from = "/es/*"` + "\n" + `to = "/es/404.html"`), []string{"no status, which Netlify takes as 301"}},
		{"status as text", redirect(`from = "/es/*"` + "\n" + `to = "/es/404.html"` + "\n" + `status = "404"`), []string{"status must be a number, got string"}},
		{"forced", redirect(spanish404 + "\nforce = true"), []string{"force = true is not supported"}},
		{"force as text", redirect(spanish404 + "\nforce = \"yes\""), []string{"force must be true or false, got string"}},
		{"from without /*", redirect(`from = "/es"` + "\n" + `to = "/es/404.html"` + "\nstatus = 404"), []string{`from = "/es" is not supported: only a folder followed by "/*"`}},
		{"from with a splat inside a segment", redirect(`from = "/es*"` + "\n" + `to = "/es/404.html"` + "\nstatus = 404"), []string{`from = "/es*" is not supported`}},
		{"from with a placeholder", redirect(`from = "/:lang/*"` + "\n" + `to = "/es/404.html"` + "\nstatus = 404"), []string{"no placeholders, wildcards or queries"}},
		{"from with a host", redirect(`from = "https://example.com/*"` + "\n" + `to = "/404.html"` + "\nstatus = 404"), []string{`it must be a path starting with "/"`}},
		{"from not clean", redirect(`from = "/es/../*"` + "\n" + `to = "/404.html"` + "\nstatus = 404"), []string{"must be a clean path"}},
		{"to a URL", redirect(`from = "/es/*"` + "\n" + `to = "https://example.com/404.html"` + "\nstatus = 404"), []string{"it must be the path of a file of the site"}},
		{"to a splat", redirect(`from = "/es/*"` + "\n" + `to = "/es/:splat"` + "\nstatus = 404"), []string{"no placeholders, splats or queries"}},
		{"to with a query", redirect(`from = "/es/*"` + "\n" + `to = "/es/404.html?x=1"` + "\nstatus = 404"), []string{"no placeholders, splats or queries"}},
		{"to a folder", redirect(`from = "/es/*"` + "\n" + `to = "/es/"` + "\nstatus = 404"), []string{"it must name a file by a clean path"}},
		{"missing from and to", redirect("status = 404"), []string{`missing "from" field`, `missing "to" field`}},
		{"from as a list", redirect(`from = ["/es/*"]` + "\n" + `to = "/es/404.html"` + "\nstatus = 404"), []string{"from must be a string"}},
		{"query condition", redirect(spanish404 + "\nquery = {lang = \":lang\"}"), []string{`field "query" is not supported`}},
		{"language condition", redirect(spanish404 + "\nconditions = {Language = [\"es\"]}"), []string{`field "conditions" is not supported`}},
		{"headers", redirect(spanish404 + "\nheaders = {X-From = \"Netlify\"}"), []string{`field "headers" is not supported`}},
		{"wider rule first hides the narrower", redirect(`from = "/*"`+"\n"+`to = "/404.html"`+"\nstatus = 404") + redirect(spanish404),
			[]string{`redirects[1]: from = "/es/*" never applies: the earlier rule from = "/*" covers its paths`}},
		{"same folder twice", redirect(spanish404) + redirect(`from = "/ES/*"`+"\n"+`to = "/es/other.html"`+"\nstatus = 404"),
			[]string{`redirects[1]: from = "/ES/*" never applies`}},
		{"every problem listed", redirect(`from = "/*"`+"\n"+`to = "/index.html"`+"\nstatus = 200\nforce = true") + redirect(`from = "/a"`+"\n"+`to = "/b"`+"\nstatus = 302"),
			[]string{"redirects[0]: status = 200", "redirects[0]: force = true", "redirects[1]: status = 302", `redirects[1]: from = "/a"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := writeConfig(t, tt.toml)
			_, err := LoadConfig(p)
			if err == nil {
				t.Fatal("LoadConfig succeeded, want an error")
			}
			msg := err.Error()
			for _, w := range tt.want {
				if !strings.Contains(msg, w) {
					t.Errorf("error %q does not contain %q", msg, w)
				}
			}
			for line := range strings.SplitSeq(msg, "\n") {
				if !strings.HasPrefix(line, p+": ") {
					t.Errorf("error line %q does not start with the file %s", line, p)
				}
			}
			if !strings.HasSuffix(msg, p+": "+unsupportedRedirects) {
				t.Errorf("error %q does not end by saying what is supported", msg)
			}
		})
	}
}

func TestLoadChecksNotFoundPages(t *testing.T) {
	tests := []struct {
		name  string
		files []string
		want  string
	}{
		{"page present", []string{"es/404.html"}, ""},
		{"page missing", []string{"es/index.html"}, `[[redirects]] from = "/es/*": to = "/es/404.html" is not a file in `},
		{"page is a folder", []string{"es/404.html/index.html"}, `[[redirects]] from = "/es/*": to = "/es/404.html" is not a file in `},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, name := range tt.files {
				p := filepath.Join(dir, filepath.FromSlash(name))
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte("<!doctype html>"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			config := writeConfig(t, redirect(spanish404))
			_, err := Load(config, dir)
			if tt.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), config+": "+tt.want) {
				t.Fatalf("err = %v, want prefix %q", err, config+": "+tt.want)
			}
			// riskmap serve reads fs.ErrNotExist as a missing netlify.toml.
			if errors.Is(err, fs.ErrNotExist) {
				t.Errorf("err %v wraps fs.ErrNotExist", err)
			}
		})
	}
}
