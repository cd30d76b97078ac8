package serve

import (
	"errors"
	"io/fs"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// redirect is one [[redirects]] table of netlify.toml.
func redirect(fields string) string { return "[[redirects]]\n" + fields + "\n" }

const spanish404 = `from = "/es/*"` + "\n" + `to = "/es/404.html"` + "\n" + `status = 404`

const measuredRewrite = `from = "/"` + "\n" + `query = {data = "measured"}` + "\n" + `to = "/measured.html"` + "\n" + `status = 200` + "\nforce = true"

// rule is what a test compares of a Redirect: everything but its compiled pattern.
func rule(from string, query map[string]string, to string, status int, force bool) Redirect {
	return Redirect{From: from, Query: query, To: to, Status: status, Force: force}
}

func TestLoadConfigRedirects(t *testing.T) {
	measured := map[string]string{"data": "measured"}
	tests := []struct {
		name string
		toml string
		want []Redirect
	}{
		{"none", "[build]\npublish = \"dist\"\n", nil},
		{"a folder's 404 page", redirect(spanish404), []Redirect{rule("/es/*", nil, "/es/404.html", 404, false)}},
		{"force = false is the default", redirect(spanish404 + "\nforce = false"), []Redirect{rule("/es/*", nil, "/es/404.html", 404, false)}},
		{"spaces trimmed", redirect(`from = " /es/* "` + "\n" + `to = " /es/404.html "` + "\nstatus = 404"), []Redirect{rule("/es/*", nil, "/es/404.html", 404, false)}},
		{"narrower first, then wider", redirect(`from = "/es/docs/*"`+"\n"+`to = "/es/docs/404.html"`+"\nstatus = 404") + redirect(spanish404) +
			redirect(`from = "/*"`+"\n"+`to = "/404.html"`+"\nstatus = 404"),
			[]Redirect{rule("/es/docs/*", nil, "/es/docs/404.html", 404, false), rule("/es/*", nil, "/es/404.html", 404, false), rule("/*", nil, "/404.html", 404, false)}},
		{"sibling folders", redirect(spanish404) + redirect(`from = "/esp/*"`+"\n"+`to = "/esp/404.html"`+"\nstatus = 404"),
			[]Redirect{rule("/es/*", nil, "/es/404.html", 404, false), rule("/esp/*", nil, "/esp/404.html", 404, false)}},
		{"a rewrite by query", redirect(measuredRewrite), []Redirect{rule("/", measured, "/measured.html", 200, true)}},
		{"a rewrite by query without force", redirect(`from = "/old"` + "\n" + `query = {id = "7"}` + "\n" + `to = "/new.html"` + "\nstatus = 200"),
			[]Redirect{rule("/old", map[string]string{"id": "7"}, "/new.html", 200, false)}},
		{"a rewrite of a folder's path before its 404 page", redirect(`from = "/es/"`+"\n"+`query = {data = "measured"}`+"\n"+`to = "/es/measured.html"`+"\nstatus = 200") + redirect(spanish404),
			[]Redirect{rule("/es/", measured, "/es/measured.html", 200, false), rule("/es/*", nil, "/es/404.html", 404, false)}},
		{"two parameters, and a narrower rule before a wider one", redirect(`from = "/"`+"\n"+`query = {data = "measured", lang = "es"}`+"\n"+`to = "/es-measured.html"`+"\nstatus = 200\nforce = true") + redirect(measuredRewrite),
			[]Redirect{rule("/", map[string]string{"data": "measured", "lang": "es"}, "/es-measured.html", 200, true), rule("/", measured, "/measured.html", 200, true)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := LoadConfig(writeConfig(t, tt.toml))
			if err != nil {
				t.Fatal(err)
			}
			var got []Redirect
			for _, r := range cfg.Redirects {
				got = append(got, rule(r.From, r.Query, r.To, r.Status, r.Force))
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Redirects = %+v, want %+v", got, tt.want)
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
		{"catch-all rewrite", redirect(`from = "/*"` + "\n" + `to = "/index.html"` + "\nstatus = 200"),
			[]string{`redirects[0]: from = "/*" is not supported: a rewrite covers one path`, "redirects[0]: a rewrite without query is not supported"}},
		{"rewrite without query", redirect(`from = "/app"` + "\n" + `to = "/index.html"` + "\nstatus = 200\nforce = true"), []string{"a rewrite without query is not supported"}},
		{"rewrite with an empty query", redirect(`from = "/"` + "\n" + `query = {}` + "\n" + `to = "/measured.html"` + "\nstatus = 200"), []string{"query = {} matches nothing more than its path"}},
		{"rewrite with a placeholder", redirect(`from = "/store"` + "\n" + `query = {id = ":id"}` + "\n" + `to = "/blog.html"` + "\nstatus = 200"), []string{`query id = ":id" is not supported: only a literal value`}},
		{"rewrite with an empty value", redirect(`from = "/"` + "\n" + `query = {data = ""}` + "\n" + `to = "/measured.html"` + "\nstatus = 200"), []string{`query data = "" is not supported`}},
		{"rewrite with a number", redirect(`from = "/"` + "\n" + `query = {page = 2}` + "\n" + `to = "/two.html"` + "\nstatus = 200"), []string{"query page must be a string, got int64"}},
		{"rewrite with a query in from", redirect(`from = "/?data=measured"` + "\n" + `query = {data = "measured"}` + "\n" + `to = "/measured.html"` + "\nstatus = 200"), []string{`from = "/?data=measured" is not supported: a rewrite covers one path`}},
		{"rewrite to a splat", redirect(`from = "/"` + "\n" + `query = {data = "measured"}` + "\n" + `to = "/:splat"` + "\nstatus = 200"), []string{"no placeholders, splats or queries"}},
		{"permanent redirect", redirect(`from = "/old/*"` + "\n" + `to = "/new/404.html"` + "\nstatus = 301"), []string{"status = 301 is not supported"}},
		{"redirect by query", redirect(`from = "/"` + "\n" + `query = {data = "measured"}` + "\n" + `to = "/measured.html"` + "\nstatus = 302"), []string{"status = 302 is not supported"}},
		{"no status", redirect(`from = "/es/*"` + "\n" + `to = "/es/404.html"`), []string{"no status, which Netlify takes as 301"}},
		{"status as text", redirect(`from = "/es/*"` + "\n" + `to = "/es/404.html"` + "\n" + `status = "404"`), []string{"status must be a number, got string"}},
		{"forced 404 page", redirect(spanish404 + "\nforce = true"), []string{"force = true is not supported on a 404 page"}},
		{"force as text", redirect(spanish404 + "\nforce = \"yes\""), []string{"force must be true or false, got string"}},
		{"from without /*", redirect(`from = "/es"` + "\n" + `to = "/es/404.html"` + "\nstatus = 404"), []string{`from = "/es" is not supported: a 404 page covers a folder followed by "/*"`}},
		{"from with a splat inside a segment", redirect(`from = "/es*"` + "\n" + `to = "/es/404.html"` + "\nstatus = 404"), []string{`from = "/es*" is not supported`}},
		{"from with a placeholder", redirect(`from = "/:lang/*"` + "\n" + `to = "/es/404.html"` + "\nstatus = 404"), []string{"no placeholders, wildcards or queries"}},
		{"from with a host", redirect(`from = "https://example.com/*"` + "\n" + `to = "/404.html"` + "\nstatus = 404"), []string{`it must be a path starting with "/"`}},
		{"from not clean", redirect(`from = "/es/../*"` + "\n" + `to = "/404.html"` + "\nstatus = 404"), []string{"must be a clean path"}},
		{"rewrite from not clean", redirect(`from = "/es/../"` + "\n" + `query = {data = "measured"}` + "\n" + `to = "/measured.html"` + "\nstatus = 200"), []string{"must be a clean path"}},
		{"to a URL", redirect(`from = "/es/*"` + "\n" + `to = "https://example.com/404.html"` + "\nstatus = 404"), []string{"it must be the path of a file of the site"}},
		{"to a splat", redirect(`from = "/es/*"` + "\n" + `to = "/es/:splat"` + "\nstatus = 404"), []string{"no placeholders, splats or queries"}},
		{"to with a query", redirect(`from = "/es/*"` + "\n" + `to = "/es/404.html?x=1"` + "\nstatus = 404"), []string{"no placeholders, splats or queries"}},
		{"to a folder", redirect(`from = "/es/*"` + "\n" + `to = "/es/"` + "\nstatus = 404"), []string{"it must name a file by a clean path"}},
		{"missing from and to", redirect("status = 404"), []string{`missing "from" field`, `missing "to" field`}},
		{"from as a list", redirect(`from = ["/es/*"]` + "\n" + `to = "/es/404.html"` + "\nstatus = 404"), []string{"from must be a string"}},
		{"query on a 404 page", redirect(spanish404 + "\nquery = {lang = \"es\"}"), []string{"query is not supported on a 404 page"}},
		{"language condition", redirect(spanish404 + "\nconditions = {Language = [\"es\"]}"), []string{`field "conditions" is not supported`}},
		{"headers", redirect(spanish404 + "\nheaders = {X-From = \"Netlify\"}"), []string{`field "headers" is not supported`}},
		{"wider rule first hides the narrower", redirect(`from = "/*"`+"\n"+`to = "/404.html"`+"\nstatus = 404") + redirect(spanish404),
			[]string{`redirects[1]: from = "/es/*" never applies: the earlier rule from = "/*" matches its requests first`}},
		{"same folder twice", redirect(spanish404) + redirect(`from = "/ES/*"`+"\n"+`to = "/es/other.html"`+"\nstatus = 404"),
			[]string{`redirects[1]: from = "/ES/*" never applies`}},
		{"a 404 page before a rewrite of its folder", redirect(spanish404) + redirect(`from = "/es/"`+"\n"+`query = {data = "measured"}`+"\n"+`to = "/es/measured.html"`+"\nstatus = 200\nforce = true"),
			[]string{`redirects[1]: from = "/es/" never applies: the earlier rule from = "/es/*" matches its requests first`}},
		{"a wider query before a narrower one", redirect(measuredRewrite) + redirect(`from = "/"`+"\n"+`query = {data = "measured", lang = "es"}`+"\n"+`to = "/es-measured.html"`+"\nstatus = 200\nforce = true"),
			[]string{`redirects[1]: from = "/" never applies: the earlier rule from = "/" matches its requests first`}},
		{"every problem listed", redirect(`from = "/*"`+"\n"+`to = "/index.html"`+"\nstatus = 200\nforce = true") + redirect(`from = "/a"`+"\n"+`to = "/b"`+"\nstatus = 302"),
			[]string{`redirects[0]: from = "/*"`, "redirects[0]: a rewrite without query", "redirects[1]: status = 302"}},
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

func TestLoadChecksRedirectPages(t *testing.T) {
	tests := []struct {
		name  string
		files []string
		want  string
	}{
		{"pages present", []string{"es/404.html", "measured.html"}, ""},
		{"404 page missing", []string{"es/index.html", "measured.html"}, `[[redirects]] from = "/es/*": to = "/es/404.html" is not a file in `},
		{"404 page is a folder", []string{"es/404.html/index.html", "measured.html"}, `[[redirects]] from = "/es/*": to = "/es/404.html" is not a file in `},
		{"rewritten page missing", []string{"es/404.html", "index.html"}, `[[redirects]] from = "/": to = "/measured.html" is not a file in `},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			files := map[string]string{}
			for _, name := range tt.files {
				files[name] = "<!doctype html>"
			}
			writeFiles(t, dir, files)
			config := writeConfig(t, redirect(measuredRewrite)+redirect(spanish404))
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

// The cases of Netlify's documentation for rewrites by query: the rule matches when the request has
// every parameter it lists (other parameters may come too), serves its page with status 200 under
// the address asked for, and without force never shadows a file ("/" is index.html). The first
// matching rule decides.
func TestRewriteByQuery(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"index.html": "demo", "measured.html": "measured", "print.html": "print", "new.html": "new",
		"404.html": "not found", "es/index.html": "es demo", "es/measured.html": "es measured", "es/404.html": "es not found",
	})
	config := writeConfig(t, redirect(measuredRewrite)+
		redirect(`from = "/"`+"\n"+`query = {view = "print"}`+"\n"+`to = "/print.html"`+"\nstatus = 200")+
		redirect(`from = "/old"`+"\n"+`query = {id = "7"}`+"\n"+`to = "/new.html"`+"\nstatus = 200")+
		redirect(`from = "/es/"`+"\n"+`query = {data = "measured"}`+"\n"+`to = "/es/measured.html"`+"\nstatus = 200\nforce = true")+
		redirect(spanish404))
	h := newHandlerWith(t, config, dir)
	tests := []struct {
		name, target string
		status       int
		body         string
	}{
		{"matching", "/?data=measured", 200, "measured"},
		{"extra parameters before and after", "/?county=06019&data=measured&layers=traffic", 200, "measured"},
		{"another value", "/?data=demo", 200, "demo"},
		{"the value in another case", "/?data=Measured", 200, "demo"},
		{"the parameter missing", "/?county=06019", 200, "demo"},
		{"no query", "/", 200, "demo"},
		{"the parameter given twice, the last value counts", "/?data=demo&data=measured", 200, "measured"},
		{"the last of two given twice", "/?data=measured&data=demo", 200, "demo"},
		{"another path", "/index.html?data=measured", 200, "demo"},
		{"the page itself", "/measured.html", 200, "measured"},
		{"without force a rule never shadows a file", "/?view=print", 200, "demo"},
		{"without force a rule applies where no file is", "/old?id=7", 200, "new"},
		{"without force, no match, no file", "/old?id=8", 404, "not found"},
		{"Spanish, matching", "/es/?data=measured&county=06019", 200, "es measured"},
		{"Spanish, the trailing slash ignored as Netlify matches", "/es?data=measured", 200, "es measured"},
		{"Spanish, no match", "/es/?county=06019", 200, "es demo"},
		{"Spanish, a path below keeps its 404 page", "/es/x?data=measured", 404, "es not found"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := do(t, h, "GET", tt.target, nil)
			if res.StatusCode != tt.status || res.Header.Get("Location") != "" {
				t.Errorf("status %d Location %q, want %d and no Location (a rewrite keeps the address)", res.StatusCode, res.Header.Get("Location"), tt.status)
			}
			if got := body(t, res); got != tt.body {
				t.Errorf("body = %q, want %q", got, tt.body)
			}
			if got := res.Header.Get("Content-Type"); got != htmlType {
				t.Errorf("Content-Type = %q, want %q", got, htmlType)
			}
		})
	}
	head := do(t, h, "HEAD", "/?data=measured", nil)
	if head.StatusCode != 200 || head.Header.Get("Content-Length") != strconv.Itoa(len("measured")) || body(t, head) != "" {
		t.Errorf("HEAD: status %d Content-Length %q", head.StatusCode, head.Header.Get("Content-Length"))
	}
}
