// Package serve serves a built site directory the way Netlify serves it from
// the netlify.toml next to it: the same header rules, the same 404 page with
// status 404, no directory listings, and nothing outside the directory.
package serve
