// Package serve serves a built site directory the way Netlify serves it from
// the netlify.toml next to it: the same header rules, the same 404 pages with
// status 404 (the site's 404.html, or a folder's own given by a [[redirects]]
// rule with status 404), the same rewrites by query (a [[redirects]] rule with
// status 200 that serves a view's own page for `/?data=measured`; it refuses
// every other kind of rule), a folder asked for without its slash sent to it
// with a 301, no directory listings, and nothing outside the directory.
package serve
