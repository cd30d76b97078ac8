package serve

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"path"
	"regexp"
	"slices"
	"strings"
)

// NotFoundPage is the one kind of [[redirects]] rule the server follows: status 404 for every
// path under a folder, which gives that folder its own not-found page. Netlify applies a rule
// without `force` only when no file answers the path (it never shadows a file), so such a rule
// changes nothing but the page of a 404.
type NotFoundPage struct {
	From  string // as written: "/es/*"
	To    string // as written: "/es/404.html"
	match *regexp.Regexp
}

// Page is the name of the not-found page inside the site directory.
func (p NotFoundPage) Page() string { return strings.TrimPrefix(p.To, "/") }

// prefix is the folder the rule covers, with its slash: "/es/" for "/es/*".
func (p NotFoundPage) prefix() string { return strings.TrimSuffix(p.From, "*") }

// unsupportedRedirects says, after the problems of the refused rules, what the server follows.
const unsupportedRedirects = `riskmap serve follows only [[redirects]] that give a folder its own 404 page ` +
	`(from = "/folder/*", to = a file of the site, status = 404, no force): ` +
	"change the rules or serve with `netlify dev`"

// newNotFoundPages reads the [[redirects]] tables of the netlify.toml at configPath, collecting
// every problem. Netlify applies the first rule that matches; a rule whose folder lies inside an
// earlier rule's would never apply, so it is refused too, and then the first match is also the
// narrowest.
func newNotFoundPages(configPath string, raw []map[string]any) ([]NotFoundPage, []error) {
	var pages []NotFoundPage
	var errs []error
	for i, fields := range raw {
		page, problems := newNotFoundPage(fields)
		for _, p := range problems {
			errs = append(errs, fmt.Errorf("%s: redirects[%d]: %w", configPath, i, p))
		}
		if len(problems) > 0 {
			continue
		}
		for _, earlier := range pages {
			if strings.HasPrefix(strings.ToLower(page.prefix()), strings.ToLower(earlier.prefix())) {
				errs = append(errs, fmt.Errorf("%s: redirects[%d]: from = %q never applies: the earlier rule from = %q covers its paths and Netlify applies the first match; put the narrower rule first",
					configPath, i, page.From, earlier.From))
			}
		}
		pages = append(pages, page)
	}
	if len(errs) > 0 {
		errs = append(errs, fmt.Errorf("%s: %s", configPath, unsupportedRedirects))
	}
	return pages, errs
}

// newNotFoundPage reads one [[redirects]] table, or says everything that keeps it from being a
// folder's 404 page.
func newNotFoundPage(fields map[string]any) (NotFoundPage, []error) {
	var errs []error
	for _, name := range slices.Sorted(maps.Keys(fields)) {
		switch name {
		case "from", "to", "status", "force":
		default:
			errs = append(errs, fmt.Errorf("field %q is not supported", name))
		}
	}
	switch status, ok := fields["status"].(int64); {
	case fields["status"] == nil:
		errs = append(errs, errors.New("no status, which Netlify takes as 301 (a redirect): only status = 404 is supported"))
	case !ok:
		errs = append(errs, fmt.Errorf("status must be a number, got %T", fields["status"]))
	case status != 404:
		errs = append(errs, fmt.Errorf("status = %d is not supported: only status = 404", status))
	}
	switch force, ok := fields["force"].(bool); {
	case fields["force"] == nil:
	case !ok:
		errs = append(errs, fmt.Errorf("force must be true or false, got %T", fields["force"]))
	case force:
		errs = append(errs, errors.New("force = true is not supported: a 404 page must not shadow the site's files"))
	}
	from, err := stringField(fields, "from")
	if err == nil {
		err = checkFrom(from)
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
	if len(errs) > 0 {
		return NotFoundPage{}, errs
	}
	return NotFoundPage{From: from, To: to, match: compilePattern(from)}, nil
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

// checkFrom accepts a folder prefix, "/es/*": no host, placeholder, query or other wildcard.
func checkFrom(from string) error {
	folder, isPrefix := strings.CutSuffix(from, "/*")
	switch {
	case !isPrefix:
		return fmt.Errorf(`from = %q is not supported: only a folder followed by "/*", like "/es/*"`, from)
	case !strings.HasPrefix(from, "/"):
		return fmt.Errorf(`from = %q is not supported: it must be a path starting with "/"`, from)
	case strings.ContainsAny(folder, "*:?#\\ "):
		return fmt.Errorf(`from = %q is not supported: no placeholders, wildcards or queries before the final "/*"`, from)
	case folder != "" && path.Clean(folder) != folder:
		return fmt.Errorf(`from = %q is not supported: the folder must be a clean path (no "//", "." or "..")`, from)
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

// checkNotFoundPages makes sure each 404 rule's page is a file of the site in dir, read through
// an os.Root as the handler reads it.
func checkNotFoundPages(configPath, dir string, pages []NotFoundPage) error {
	if len(pages) == 0 {
		return nil
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return fmt.Errorf("open site directory: %w", err)
	}
	defer root.Close()
	var errs []error
	for _, p := range pages {
		if info, err := root.Stat(p.Page()); err != nil || !info.Mode().IsRegular() {
			errs = append(errs, fmt.Errorf("%s: [[redirects]] from = %q: to = %q is not a file in %s: build the site or fix the rule", configPath, p.From, p.To, dir))
		}
	}
	return errors.Join(errs...)
}

// notFoundPage names the page for a path no file answers: the first 404 rule matching it, which
// newNotFoundPages made the narrowest, else the site's 404.html.
func (c *Config) notFoundPage(urlPath string) string {
	for _, p := range c.NotFoundPages {
		if p.match.MatchString(urlPath) {
			return p.Page()
		}
	}
	return "404.html"
}
