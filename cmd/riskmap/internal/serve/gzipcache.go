package serve

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"sync"
)

// maxCachedGzipBytes bounds the memory the cache holds; a site's text files are far smaller.
const maxCachedGzipBytes = 64 << 20

// gzipCache keeps the gzip form of each served file, so a file is compressed once rather than on
// every request. Entries are keyed by name, modification time and size: a rebuilt file misses.
type gzipCache struct {
	mu      sync.Mutex
	entries map[gzipKey][]byte
	bytes   int
}

type gzipKey struct {
	name    string
	modTime int64
	size    int64
}

// get returns the compressed content of f, compressing and storing it on a miss.
func (c *gzipCache) get(name string, info fs.FileInfo, f io.Reader) ([]byte, error) {
	key := gzipKey{name: name, modTime: info.ModTime().UnixNano(), size: info.Size()}
	c.mu.Lock()
	body, ok := c.entries[key]
	c.mu.Unlock()
	if ok {
		return body, nil
	}
	var buf bytes.Buffer
	zw := gzipWriters.Get().(*gzip.Writer)
	defer gzipWriters.Put(zw)
	zw.Reset(&buf)
	if _, err := io.Copy(zw, f); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	body = buf.Bytes()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries == nil || c.bytes+len(body) > maxCachedGzipBytes {
		c.entries, c.bytes = make(map[gzipKey][]byte), 0
	}
	if _, ok := c.entries[key]; !ok {
		c.entries[key] = body
		c.bytes += len(body)
	}
	return body, nil
}
