package serve

import (
	"net/http"
	"slices"
)

// netlifyDefaultCacheControl is what Netlify sends when no rule sets Cache-Control:
// browsers keep the file but revalidate it on every use.
const netlifyDefaultCacheControl = "public, max-age=0, must-revalidate"

// HeadersFor returns the headers the rules set for a request path.
//
// Every matching rule applies, in file order, and a later rule's value for a
// header replaces an earlier one's (header names compared case-insensitively).
// That is what `netlify dev` does (Object.assign over the matching rules) and
// what Netlify documents for one path listed twice; values are not concatenated.
func (c *Config) HeadersFor(urlPath string) http.Header {
	out := http.Header{"Cache-Control": {netlifyDefaultCacheControl}}
	for _, rule := range c.Rules {
		if !rule.Matches(urlPath) {
			continue
		}
		for name, values := range rule.Values {
			out[name] = slices.Clone(values) // callers add to the answer's headers; rules are shared
		}
	}
	return out
}
