package serve

import (
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"regexp"
	"strings"

	"github.com/BurntSushi/toml"
)

// Config is the part of netlify.toml that decides how files are served.
type Config struct {
	Rules []Rule
	// Redirects are the [[redirects]] rules, each of a kind the server follows, in file order.
	Redirects []Redirect
}

// Rule is one [[headers]] table: the headers it sets on every path its pattern matches.
type Rule struct {
	For    string
	Values http.Header
	match  *regexp.Regexp
}

// fileConfig mirrors the netlify.toml tables the server reads; other tables
// ([build], [context], ...) only matter to Netlify's build and are ignored.
type fileConfig struct {
	Headers []struct {
		For    *string        `toml:"for"`
		Values map[string]any `toml:"values"`
	} `toml:"headers"`
	Redirects []map[string]any `toml:"redirects"`
}

// LoadConfig reads the netlify.toml at path. Syntax errors carry path:line;
// rule errors are collected, not stopped at the first.
func LoadConfig(path string) (*Config, error) {
	var fc fileConfig
	if _, err := toml.DecodeFile(path, &fc); err != nil {
		return nil, decodeError(path, err)
	}
	// Serving a rewrite or redirect differently from Netlify would be worse than refusing it, so
	// every rule but a folder's own 404 page and a rewrite by query is refused.
	redirects, errs := newRedirects(path, fc.Redirects)
	cfg := &Config{Redirects: redirects}
	for i, h := range fc.Headers {
		rule, err := newRule(h.For, h.Values)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: headers[%d]: %w", path, i, err))
			continue
		}
		cfg.Rules = append(cfg.Rules, rule)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return cfg, nil
}

// decodeError turns a TOML error into "path:line: message" when the decoder knows the line.
func decodeError(path string, err error) error {
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) {
		return fmt.Errorf("read config: %w", err)
	}
	var perr toml.ParseError
	if errors.As(err, &perr) && perr.Position.Line > 0 {
		return &FileError{Path: path, Line: perr.Position.Line, Err: err, msg: perr.Message}
	}
	return &FileError{Path: path, Err: err, msg: strings.TrimPrefix(err.Error(), "toml: ")}
}

// FileError is a netlify.toml that cannot be decoded, located by line when known.
type FileError struct {
	Path string
	Line int
	Err  error
	msg  string
}

func (e *FileError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.msg)
	}
	return fmt.Sprintf("%s: %s", e.Path, e.msg)
}

func (e *FileError) Unwrap() error { return e.Err }

func newRule(forPath *string, raw map[string]any) (Rule, error) {
	if forPath == nil {
		return Rule{}, errors.New(`missing "for" field`)
	}
	pattern := strings.TrimSpace(*forPath)
	if !strings.HasPrefix(pattern, "/") {
		return Rule{}, fmt.Errorf(`"for" must start with "/", got %q`, pattern)
	}
	values := make(http.Header, len(raw))
	for name, v := range raw {
		name = strings.TrimSpace(name)
		if name == "" {
			return Rule{}, errors.New("empty header name")
		}
		value, err := headerValue(name, v)
		if err != nil {
			return Rule{}, err
		}
		values.Set(name, value)
	}
	return Rule{For: pattern, Values: values, match: compilePattern(pattern)}, nil
}

var commaSpace = regexp.MustCompile(`\s*,\s*`)

// headerValue normalises a value as Netlify does: a string is trimmed and its
// commas re-spaced (so multi-line strings work); a list is joined with ", ".
func headerValue(name string, v any) (string, error) {
	switch v := v.(type) {
	case string:
		return commaSpace.ReplaceAllString(strings.TrimSpace(v), ", "), nil
	case []any:
		parts := make([]string, len(v))
		for i, item := range v {
			s, ok := item.(string)
			if !ok {
				return "", fmt.Errorf("header %q[%d] must be a string, got %T", name, i, item)
			}
			parts[i] = strings.TrimSpace(s)
		}
		return strings.Join(parts, ", "), nil
	default:
		return "", fmt.Errorf("header %q must be a string or a list of strings, got %T", name, v)
	}
}
