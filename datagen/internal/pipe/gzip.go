package pipe

import (
	"bytes"
	"compress/gzip"
	"sync"
)

// gzippers are level-9 gzip writers to reuse: each holds about 1 MB of state, and a run compresses a
// file per county with census tracts.
var gzippers = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(nil, gzip.BestCompression) // a valid level: no error
	return w
}}

// GzipBest compresses data at level 9 with no name or time in the header, so the same input gives
// the same bytes: the files stored gzipped (the shapes, which every server then sends at that size,
// and the tract outlines riskmap import prepares). Writing to memory cannot fail.
func GzipBest(data []byte) []byte {
	var buf bytes.Buffer
	w := gzippers.Get().(*gzip.Writer)
	defer gzippers.Put(w)
	w.Reset(&buf)
	_, _ = w.Write(data)
	_ = w.Close()
	return buf.Bytes()
}
