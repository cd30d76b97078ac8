package serve

import "testing"

func TestPatternMatching(t *testing.T) {
	tests := []struct {
		pattern, path string
		want          bool
	}{
		{"/*", "/", true},
		{"/*", "/a/b/c.js", true},
		{"/*", "/../x", true},
		{"/", "/", true},
		{"/", "/index.html", false},
		{"/index.html", "/index.html", true},
		{"/index.html", "/INDEX.HTML", true},
		{"/index.html", "/indexXhtml", false},
		{"/api/counties", "/api/counties", true},
		{"/api/counties", "/api/counties/", true},
		{"/api/counties", "/api/counties/x", false},
		{"/api/counties", "/api/countiesx", false},
		{"/assets/*", "/assets/app-abc123.js", true},
		{"/assets/*", "/assets/a/b.css", true},
		{"/assets/*", "/assets", true},
		{"/assets/*", "/assetsfoo", false},
		{"/assets/*", "/x/assets/a.js", false},
		{"/:lang/about", "/en/about", true},
		{"/:lang/about", "/about", false},
		{"/:lang/about", "/en/us/about", false},
		{"/app-*.js", "/app-abc.js", true},
		{"/app-*.js", "/app-abcXjs", false},
		{"/*.html", "/404.html", true},
	}
	for _, tt := range tests {
		if got := compilePattern(tt.pattern).MatchString(tt.path); got != tt.want {
			t.Errorf("pattern %q on %q = %v, want %v", tt.pattern, tt.path, got, tt.want)
		}
	}
}

func TestHeadersForLaterRuleWins(t *testing.T) {
	p := writeConfig(t, `
[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY"
    cache-control = "no-store"
[[headers]]
  for = "/assets/*"
  [headers.values]
    Cache-Control = "immutable"
`)
	cfg, err := LoadConfig(p)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ path, cache string }{
		{"/assets/a.js", "immutable"},
		{"/index.html", "no-store"},
	}
	for _, tt := range tests {
		h := cfg.HeadersFor(tt.path)
		if got := h.Values("Cache-Control"); len(got) != 1 || got[0] != tt.cache {
			t.Errorf("%s: Cache-Control = %q, want [%q]", tt.path, got, tt.cache)
		}
		if got := h.Get("X-Frame-Options"); got != "DENY" {
			t.Errorf("%s: X-Frame-Options = %q", tt.path, got)
		}
	}
}

func TestHeadersForDefaultCacheControl(t *testing.T) {
	cfg := &Config{}
	if got := cfg.HeadersFor("/x").Get("Cache-Control"); got != netlifyDefaultCacheControl {
		t.Fatalf("Cache-Control = %q, want Netlify's default", got)
	}
}
