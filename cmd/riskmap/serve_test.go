package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pd-riskmap/riskmap/cmd/riskmap/internal/serve"
)

const repoConfig = "../../netlify.toml"

func newSite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"index.html":  "<!doctype html><title>map</title>",
		"404.html":    "<!doctype html><h1>404 Page Not Found</h1>",
		"es/404.html": "<!doctype html><h1>404 Página no encontrada</h1>",
		// The pages netlify.toml's rewrites serve for ?data=measured.
		"measured.html":    "<!doctype html><title>map</title>",
		"es/measured.html": "<!doctype html><title>mapa</title>",
		"api/counties":     "[]\n",
		"_headers":         "/api/counties\n  Content-Type: application/json; charset=utf-8\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestServeDefaults(t *testing.T) {
	t.Setenv("PORT", "")
	flags := newServeCmd(&streams{}).Flags()
	want := map[string]string{"dir": "dist", "addr": "127.0.0.1:8080", "config": "netlify.toml"}
	for name, value := range want {
		if got := flags.Lookup(name).DefValue; got != value {
			t.Errorf("--%s default = %q, want %q", name, got, value)
		}
	}
	if !serve.IsLoopback(flags.Lookup("addr").DefValue) {
		t.Error("default --addr is not loopback")
	}
}

func TestServeErrors(t *testing.T) {
	site := newSite(t)
	empty := t.TempDir()
	badTOML := filepath.Join(t.TempDir(), "netlify.toml")
	if err := os.WriteFile(badTOML, []byte("[build]\npublish = dist\ncommand = \"npm run build\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missingTOML := filepath.Join(empty, "netlify.toml")
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"no build", []string{"--dir", empty, "--config", repoConfig},
			"riskmap: " + filepath.Join(empty, "index.html") + " not found: run `npm run build` first\n"},
		{"missing config", []string{"--dir", site, "--config", missingTOML},
			"riskmap: " + missingTOML + " not found: run riskmap from the repository root or pass --config\n"},
		{"invalid config", []string{"--dir", site, "--config", badTOML},
			"riskmap: " + badTOML + ":2: "},
		{"extra argument", []string{"dist"}, "riskmap: unknown command \"dist\" for \"riskmap serve\"\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := run(append([]string{"serve"}, tt.args...), &streams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut})
			if code != 1 {
				t.Errorf("exit code = %d, want 1", code)
			}
			if !strings.HasPrefix(errOut.String(), tt.stderr) {
				t.Errorf("stderr = %q, want prefix %q", errOut.String(), tt.stderr)
			}
			if out.Len() != 0 {
				t.Errorf("stdout = %q, want nothing", out.String())
			}
		})
	}
}

func TestServeWarnsOffLoopback(t *testing.T) {
	var out, errOut bytes.Buffer
	// 192.0.2.1 (TEST-NET-1) belongs to no interface, so the listen fails after the warning.
	opts := &serveOptions{IO: &streams{Out: &out, ErrOut: &errOut}, Dir: newSite(t), Addr: "192.0.2.1:0", Config: repoConfig}
	if err := serveRun(context.Background(), opts); err == nil {
		t.Fatal("serveRun succeeded on an address of no interface")
	}
	want := "warning: 192.0.2.1:0 is not a loopback address: other machines can reach the site\n"
	if errOut.String() != want {
		t.Errorf("stderr = %q, want %q", errOut.String(), want)
	}
}

func TestServeRunsAndStops(t *testing.T) {
	site := newSite(t)
	outR, outW := io.Pipe()
	var errOut bytes.Buffer
	opts := &serveOptions{IO: &streams{Out: outW, ErrOut: &errOut}, Dir: site, Addr: "127.0.0.1:0", Config: repoConfig}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		done <- serveRun(ctx, opts)
		outW.Close()
	}()

	lines := bufio.NewScanner(outR)
	if !lines.Scan() {
		t.Fatalf("no start line; stderr %q", errOut.String())
	}
	prefix := "serving " + site + " at http://127.0.0.1:"
	if !strings.HasPrefix(lines.Text(), prefix) {
		t.Fatalf("start line = %q, want prefix %q", lines.Text(), prefix)
	}
	url := strings.TrimPrefix(lines.Text(), "serving "+site+" at ")

	res, err := http.Get(url + "/api/counties")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	// Content-Type comes from the site's _headers, X-Content-Type-Options from netlify.toml.
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/json; charset=utf-8" || res.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("GET /api/counties: %d %q X-Content-Type-Options %q", res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("X-Content-Type-Options"))
	}

	cancel()
	if !lines.Scan() || lines.Text() != "stopped" {
		t.Errorf("last line = %q, want stopped", lines.Text())
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serveRun = %v, want nil", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serveRun did not stop")
	}
	if errOut.Len() != 0 {
		t.Errorf("stderr = %q", errOut.String())
	}
}
