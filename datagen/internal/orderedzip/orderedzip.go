// Package orderedzip writes a zip whose bytes depend only on its parts and their date: the
// workbooks' zips (as excelize's ZipWriter) and the data package's.
package orderedzip

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"slices"
	"strings"
	"sync"
	"time"
)

// New is a Writer of the zip to out, its parts dated modified and deflated at level.
func New(out io.Writer, modified time.Time, level int) *Writer {
	return &Writer{out: out, modified: modified, level: level}
}

// Writer keeps every part written to it, deflates them all at once when closed (a workbook's two
// large sheets take most of the time, so they share the cores), and puts them in the archive in name
// order, each dated modified. excelize writes its streamed sheets in the order of a Go map, so with
// two of them the bytes would change from run to run; in name order [Content_Types].xml comes first,
// as spreadsheet programs write it. Its parts are deflated at level.
type Writer struct {
	out      io.Writer
	modified time.Time
	level    int
	parts    []*zipPart
}

type zipPart struct {
	name     string
	data     bytes.Buffer
	deflated bytes.Buffer
	err      error
}

func (z *Writer) Create(name string) (io.Writer, error) {
	part := &zipPart{name: name}
	z.parts = append(z.parts, part)
	return &part.data, nil
}

// AddFS completes excelize.ZipWriter; excelize never calls it.
func (z *Writer) AddFS(fs.FS) error { return errors.New("the ordered zip takes no folder") }

func (z *Writer) Close() error {
	var wg sync.WaitGroup
	for _, part := range z.parts {
		wg.Go(func() { part.deflate(z.level) })
	}
	wg.Wait()
	slices.SortFunc(z.parts, func(a, b *zipPart) int { return strings.Compare(a.name, b.name) })
	zw := zip.NewWriter(z.out)
	for _, part := range z.parts {
		if part.err != nil {
			return fmt.Errorf("%s: %w", part.name, part.err)
		}
		day, clock := msDOSDateTime(z.modified)
		w, err := zw.CreateRaw(&zip.FileHeader{Name: part.name, Method: zip.Deflate, ModifiedDate: day, ModifiedTime: clock,
			CRC32:            crc32.ChecksumIEEE(part.data.Bytes()),
			CompressedSize64: uint64(part.deflated.Len()), UncompressedSize64: uint64(part.data.Len())})
		if err != nil {
			return err
		}
		if _, err := part.deflated.WriteTo(w); err != nil {
			return fmt.Errorf("%s: %w", part.name, err)
		}
	}
	return zw.Close()
}

// msDOSDateTime is t in a zip header's date and time fields, which CreateRaw, unlike CreateHeader,
// leaves as the caller sets them: zero reads as 1980-00-00, a month 0 that zip tools flag.
func msDOSDateTime(t time.Time) (date, clock uint16) {
	return uint16(t.Day() + int(t.Month())<<5 + (t.Year()-1980)<<9), uint16(t.Second()/2 + t.Minute()<<5 + t.Hour()<<11)
}

func (p *zipPart) deflate(level int) {
	w, err := flate.NewWriter(&p.deflated, level)
	if err == nil {
		_, err = w.Write(p.data.Bytes())
	}
	if err == nil {
		err = w.Close()
	}
	p.err = err
}
