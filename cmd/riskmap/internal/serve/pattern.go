package serve

import (
	"regexp"
	"strings"
)

// compilePattern turns a Netlify `for` path into a regular expression with the
// semantics of Netlify's own parser (@netlify/headers-parser):
//   - segments are compared case-insensitively; a trailing slash is optional;
//   - ":name" matches one whole segment;
//   - a segment that is just "*" matches the rest of the path, including
//     further slashes, or nothing ("/assets/*" matches "/assets" too);
//   - "*" inside a segment ("/app-*.js") matches any run of characters.
//
// Two deliberate differences, both about text Netlify's regular expression
// lets slip: literal text is always escaped (Netlify leaves "." unescaped
// around an in-segment "*"), and "/assets/*" does not match "/assetsfoo".
func compilePattern(forPath string) *regexp.Regexp {
	var b strings.Builder
	b.WriteString(`(?i)^`)
	for _, seg := range strings.Split(forPath, "/") {
		seg = strings.TrimRight(seg, " \t")
		switch {
		case seg == "":
			continue
		case strings.HasPrefix(seg, ":"):
			b.WriteString(`/[^/]+`)
		case seg == "*":
			b.WriteString(`(?:/.*)?`)
		default:
			quoted := strings.Split(seg, "*")
			for i := range quoted {
				quoted[i] = regexp.QuoteMeta(quoted[i])
			}
			b.WriteString("/" + strings.Join(quoted, `.*`))
		}
	}
	b.WriteString(`/?$`)
	return regexp.MustCompile(b.String())
}

// Matches reports whether the rule applies to the request path.
func (r Rule) Matches(urlPath string) bool { return r.match.MatchString(urlPath) }
