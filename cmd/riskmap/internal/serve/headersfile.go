package serve

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// HeadersFile is the name of Netlify's plain-text header rules in the publish folder.
const HeadersFile = "_headers"

// Load reads the rules Netlify applies to a site: the header rules of dir/_headers (optional,
// the build writes it) and of the netlify.toml at configPath, and that file's [[redirects]], whose
// pages must be files in dir.
//
// Netlify's parser (@netlify/headers-parser, mergeHeaders) lists the _headers rules first and
// the netlify.toml rules after them, and a later matching rule's value replaces an earlier one:
// for a header both files set on one path, netlify.toml wins. The rules are kept in that order.
func Load(configPath, dir string) (*Config, error) {
	cfg, err := LoadConfig(configPath)
	if err != nil {
		return nil, err
	}
	if err := checkRedirectPages(configPath, dir, cfg.Redirects); err != nil {
		return nil, err
	}
	fileRules, err := LoadHeadersFile(filepath.Join(dir, HeadersFile))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	cfg.Rules = append(fileRules, cfg.Rules...)
	return cfg, nil
}

// LoadHeadersFile reads a _headers file as Netlify does: blank lines and lines starting with
// "#" are skipped, a line starting with "/" opens a rule for that path, and each "Name: value"
// line below it adds a header (a name given twice in one rule joins its values with ", ").
// Every problem is reported with path:line, not only the first. One deliberate difference: a
// line that is neither a path nor a header is an error here, where Netlify skips it silently.
func LoadHeadersFile(path string) ([]Rule, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read headers file: %w", err)
	}
	defer f.Close()

	type pending struct {
		line   int
		path   string
		values map[string]any
		names  []string // first-seen spelling of each name, so "a" then "A" is one header
	}
	var rules []pending
	var errs []error
	lines := bufio.NewScanner(f)
	for n := 1; lines.Scan(); n++ {
		line := strings.TrimSpace(lines.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "/"):
			rules = append(rules, pending{line: n, path: line, values: map[string]any{}})
			continue
		}
		name, value, ok := strings.Cut(line, ":")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		switch {
		case !ok:
			errs = append(errs, fmt.Errorf("%s:%d: %q is neither a path (starting with /) nor a \"Name: value\" header", path, n, line))
		case name == "":
			errs = append(errs, fmt.Errorf("%s:%d: missing header name", path, n))
		case value == "":
			errs = append(errs, fmt.Errorf("%s:%d: header %q has no value", path, n, name))
		case len(rules) == 0:
			errs = append(errs, fmt.Errorf("%s:%d: header %q comes before any path line", path, n, name))
		default:
			r := &rules[len(rules)-1]
			key := name
			for _, seen := range r.names {
				if strings.EqualFold(seen, name) {
					key = seen
				}
			}
			if prev, dup := r.values[key]; dup {
				r.values[key] = prev.(string) + ", " + value
			} else {
				r.values[key] = value
				r.names = append(r.names, key)
			}
		}
	}
	if err := lines.Err(); err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	out := make([]Rule, 0, len(rules))
	for _, p := range rules {
		if len(p.values) == 0 {
			continue // Netlify drops a path without headers
		}
		rule, err := newRule(&p.path, p.values)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s:%d: %w", path, p.line, err))
			continue
		}
		out = append(out, rule)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return out, nil
}
