package serve

import (
	"path"
	"strings"
)

// siteName maps a request to a slash-separated name inside the site directory.
// It refuses, rather than cleans, anything that could name a file outside the
// directory or name one file two ways: "." and ".." segments (also when sent
// as %2e), encoded slashes and backslashes (%2f, %5c), raw backslashes and NUL.
// The os.Root the files are opened through is a second guard, which also
// stops symlinks that leave the directory.
func siteName(urlPath, rawPath string) (name string, ok bool) {
	if !strings.HasPrefix(urlPath, "/") || strings.ContainsAny(urlPath, "\\\x00") {
		return "", false
	}
	if raw := strings.ToLower(rawPath); strings.Contains(raw, "%2f") || strings.Contains(raw, "%5c") {
		return "", false
	}
	for _, seg := range strings.Split(urlPath, "/") {
		if seg == "." || seg == ".." {
			return "", false
		}
	}
	name = strings.TrimPrefix(path.Clean(urlPath), "/")
	if name == "" {
		name = "."
	}
	return name, true
}
