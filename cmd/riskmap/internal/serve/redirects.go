package serve

import (
	"errors"
	"fmt"
	"maps"
	"net/url"
	"os"
	"path"
	"regexp"
	"slices"
	"strings"
)

// Redirect is one [[redirects]] rule of the two kinds the server follows, with Netlify's
// semantics:
//   - a folder's own 404 page: from = "/folder/*", to = a file, status = 404, no force. It
//     applies only where no file answers the path.
//   - a rewrite by query: from = one path, query = {name = "value", ...}, to = a file,
//     status = 200. It matches when the request has every listed parameter with its value (other
//     parameters may come too), and serves the file with status 200 under the same address, the
//     query string passed on. Without force it never shadows a file: it applies only where no file
//     answers the path, and "/" is answered by index.html, so a rewrite of "/" needs force = true.
//
// Netlify applies the first rule whose path and query match; a rule that does not apply because
// a file answers the path ends the search there, and the file is served.
type Redirect struct {
	From   string            // as written: "/es/*", "/"
	Query  map[string]string // a rewrite's parameters; nil for a 404 page
	To     string            // as written: "/es/404.html", "/measured.html"
	Status int               // 404 or 200
	Force  bool
	match  *regexp.Regexp
}

// Page is the name of the rule's file inside the site directory.
func (r Redirect) Page() string { return strings.TrimPrefix(r.To, "/") }

// isFolder reports whether the rule covers a folder ("/es/*") rather than one path.
func (r Redirect) isFolder() bool { return strings.HasSuffix(r.From, "/*") }

// matches reports whether the rule applies to a request for urlPath with query, files aside.
func (r Redirect) matches(urlPath string, query url.Values) bool {
	if !r.match.MatchString(urlPath) {
		return false
	}
	// A parameter given twice counts by its last value, as Netlify's own matcher (the
	// netlify-redirector package) reads it, and as the page reads it (linkQuery).
	for name, value := range r.Query {
		if values := query[name]; len(values) == 0 || values[len(values)-1] != value {
			return false
		}
	}
	return true
}

// covers reports whether every request the later rule matches is matched by r first, so that the
// later rule never applies.
func (r Redirect) covers(later Redirect) bool {
	for name, value := range r.Query {
		if later.Query[name] != value {
			return false
		}
	}
	if later.isFolder() {
		return r.isFolder() && strings.HasPrefix(strings.ToLower(folderOf(later.From)), strings.ToLower(folderOf(r.From)))
	}
	return r.match.MatchString(later.From)
}

// folderOf is the folder a "/folder/*" rule covers, with its slash: "/es/".
func folderOf(from string) string { return strings.TrimSuffix(from, "*") }

// unsupportedRedirects says, after the problems of the refused rules, what the server follows.
const unsupportedRedirects = `riskmap serve follows only two kinds of [[redirects]]: a folder's own 404 page ` +
	`(from = "/folder/*", to = a file of the site, status = 404, no force) and a rewrite by query ` +
	`(from = a path, query = {name = "value"}, to = a file of the site, status = 200): ` +
	"change the rules or serve with `netlify dev`"

// newRedirects reads the [[redirects]] tables of the netlify.toml at configPath, collecting every
// problem. A rule that an earlier one covers would never apply, so it is refused too.
func newRedirects(configPath string, raw []map[string]any) ([]Redirect, []error) {
	var rules []Redirect
	var errs []error
	for i, fields := range raw {
		rule, problems := newRedirect(fields)
		for _, p := range problems {
			errs = append(errs, fmt.Errorf("%s: redirects[%d]: %w", configPath, i, p))
		}
		if len(problems) > 0 {
			continue
		}
		for _, earlier := range rules {
			if earlier.covers(rule) {
				errs = append(errs, fmt.Errorf("%s: redirects[%d]: from = %q never applies: the earlier rule from = %q matches its requests first and Netlify applies the first match; put the narrower rule first",
					configPath, i, rule.From, earlier.From))
			}
		}
		rules = append(rules, rule)
	}
	if len(errs) > 0 {
		errs = append(errs, fmt.Errorf("%s: %s", configPath, unsupportedRedirects))
	}
	return rules, errs
}

// newRedirect reads one [[redirects]] table, or says everything that keeps it from being a rule
// the server follows.
func newRedirect(fields map[string]any) (Redirect, []error) {
	var errs []error
	for _, name := range slices.Sorted(maps.Keys(fields)) {
		switch name {
		case "from", "to", "status", "force", "query":
		default:
			errs = append(errs, fmt.Errorf("field %q is not supported", name))
		}
	}
	var rule Redirect
	switch status, ok := fields["status"].(int64); {
	case fields["status"] == nil:
		errs = append(errs, errors.New("no status, which Netlify takes as 301 (a redirect): only status = 404 or 200 is supported"))
	case !ok:
		errs = append(errs, fmt.Errorf("status must be a number, got %T", fields["status"]))
	case status != 404 && status != 200:
		errs = append(errs, fmt.Errorf("status = %d is not supported: only 404 (a folder's 404 page) or 200 (a rewrite by query)", status))
	default:
		rule.Status = int(status)
	}
	switch force, ok := fields["force"].(bool); {
	case fields["force"] == nil:
	case !ok:
		errs = append(errs, fmt.Errorf("force must be true or false, got %T", fields["force"]))
	default:
		rule.Force = force
	}
	query, err := queryField(fields)
	if err != nil {
		errs = append(errs, err)
	}
	rule.Query = query
	from, err := stringField(fields, "from")
	if err == nil {
		switch rule.Status {
		case 404:
			err = checkFolder(from)
		case 200:
			err = checkPath(from)
		}
	}
	if err != nil {
		errs = append(errs, err)
	}
	to, err := stringField(fields, "to")
	if err == nil {
		err = checkTo(to)
	}
	if err != nil {
		errs = append(errs, err)
	}
	switch {
	case rule.Status == 404 && rule.Force:
		errs = append(errs, errors.New("force = true is not supported on a 404 page: it must not shadow the site's files"))
	case rule.Status == 404 && fields["query"] != nil:
		errs = append(errs, errors.New("query is not supported on a 404 page: it covers every request under its folder"))
	case rule.Status == 200 && fields["query"] == nil:
		errs = append(errs, errors.New(`a rewrite without query is not supported: name the parameters it matches, like query = {data = "measured"}`))
	}
	if len(errs) > 0 {
		return Redirect{}, errs
	}
	rule.From, rule.To, rule.match = from, to, compilePattern(from)
	return rule, nil
}

func stringField(fields map[string]any, name string) (string, error) {
	v, ok := fields[name]
	if !ok {
		return "", fmt.Errorf("missing %q field", name)
	}
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("%s must be a string, got %T", name, v)
	}
	return strings.TrimSpace(s), nil
}

// queryField reads `query = {name = "value", ...}`: literal values only, since a placeholder
// (":id") would have to be written into `to`, which the server does not do.
func queryField(fields map[string]any) (map[string]string, error) {
	v, ok := fields["query"]
	if !ok {
		return nil, nil
	}
	table, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf(`query must be a table like {data = "measured"}, got %T`, v)
	}
	if len(table) == 0 {
		return nil, errors.New(`query = {} matches nothing more than its path: name at least one parameter, like {data = "measured"}`)
	}
	query := make(map[string]string, len(table))
	for _, name := range slices.Sorted(maps.Keys(table)) {
		value, ok := table[name].(string)
		switch {
		case !ok:
			return nil, fmt.Errorf("query %s must be a string, got %T", name, table[name])
		case value == "" || strings.HasPrefix(value, ":"):
			return nil, fmt.Errorf(`query %s = %q is not supported: only a literal value, like "measured" (no placeholders, no empty values)`, name, value)
		}
		query[name] = value
	}
	return query, nil
}

// checkFolder accepts a folder prefix, "/es/*": no host, placeholder, query or other wildcard.
func checkFolder(from string) error {
	folder, isPrefix := strings.CutSuffix(from, "/*")
	switch {
	case !isPrefix:
		return fmt.Errorf(`from = %q is not supported: a 404 page covers a folder followed by "/*", like "/es/*"`, from)
	case !strings.HasPrefix(from, "/"):
		return fmt.Errorf(`from = %q is not supported: it must be a path starting with "/"`, from)
	case strings.ContainsAny(folder, "*:?#\\ "):
		return fmt.Errorf(`from = %q is not supported: no placeholders, wildcards or queries before the final "/*"`, from)
	case folder != "" && path.Clean(folder) != folder:
		return fmt.Errorf(`from = %q is not supported: the folder must be a clean path (no "//", "." or "..")`, from)
	}
	return nil
}

// checkPath accepts the one path a rewrite covers, "/" or "/es/": no host, placeholder, splat or
// query (the query goes in its own field).
func checkPath(from string) error {
	bare := strings.TrimSuffix(from, "/")
	switch {
	case !strings.HasPrefix(from, "/"):
		return fmt.Errorf(`from = %q is not supported: it must be a path starting with "/"`, from)
	case strings.ContainsAny(from, "*:?#\\ "):
		return fmt.Errorf(`from = %q is not supported: a rewrite covers one path, with no placeholders, splats or query (query = {...} holds that)`, from)
	case bare != "" && path.Clean(bare) != bare:
		return fmt.Errorf(`from = %q is not supported: it must be a clean path (no "//", "." or "..")`, from)
	}
	return nil
}

// checkTo accepts the path of a file of the site, "/es/404.html"; Load checks that it exists.
func checkTo(to string) error {
	switch {
	case !strings.HasPrefix(to, "/") || strings.HasPrefix(to, "//"):
		return fmt.Errorf(`to = %q is not supported: it must be the path of a file of the site, like "/es/404.html"`, to)
	case strings.ContainsAny(to, "*:?#\\ "):
		return fmt.Errorf(`to = %q is not supported: no placeholders, splats or queries`, to)
	case to == "/" || strings.HasSuffix(to, "/") || path.Clean(to) != to:
		return fmt.Errorf(`to = %q is not supported: it must name a file by a clean path, like "/es/404.html"`, to)
	}
	return nil
}

// checkRedirectPages makes sure each rule's file is a file of the site in dir, read through an
// os.Root as the handler reads it.
func checkRedirectPages(configPath, dir string, rules []Redirect) error {
	if len(rules) == 0 {
		return nil
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return fmt.Errorf("open site directory: %w", err)
	}
	defer root.Close()
	var errs []error
	for _, r := range rules {
		if info, err := root.Stat(r.Page()); err != nil || !info.Mode().IsRegular() {
			errs = append(errs, fmt.Errorf("%s: [[redirects]] from = %q: to = %q is not a file in %s: build the site or fix the rule", configPath, r.From, r.To, dir))
		}
	}
	return errors.Join(errs...)
}

// redirectFor is the first rule matching a request, or nil.
func (c *Config) redirectFor(urlPath string, query url.Values) *Redirect {
	for i := range c.Redirects {
		if c.Redirects[i].matches(urlPath, query) {
			return &c.Redirects[i]
		}
	}
	return nil
}
