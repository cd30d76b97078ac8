package datagen

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// memFS serves the data folder from memory and discards what is written, so the benchmark measures
// the generator, not the disk.
type memFS struct{ files map[string][]byte }

func (m memFS) Open(name string) (io.ReadCloser, error) {
	data, ok := m.files[name]
	if !ok {
		return nil, &os.PathError{Op: "open", Path: name, Err: os.ErrNotExist}
	}
	return io.NopCloser(bytes.NewReader(data)), nil
}
func (memFS) MkdirAll(string, os.FileMode) error { return nil }
func (memFS) MkdirTemp(dir, pattern string) (string, error) {
	return filepath.Join(dir, pattern+"1"), nil
}
func (memFS) CreateTemp(dir, pattern string) (File, error) { return discardFile{}, nil }
func (memFS) Create(string) (File, error)                  { return discardFile{}, nil }
func (memFS) Rename(string, string) error                  { return nil }
func (memFS) RemoveAll(string) error                       { return nil }
func (memFS) Exists(string) (bool, error)                  { return true, nil }
func (memFS) SyncDir(string) error                         { return nil }

type discardFile struct{}

func (discardFile) Name() string                { return "discard" }
func (discardFile) Write(p []byte) (int, error) { return len(p), nil }
func (discardFile) Sync() error                 { return nil }
func (discardFile) Close() error                { return nil }

// BenchmarkGenerate runs every stage of Generate with every layer of the committed exposures folder
// (3,231 national counties, 3,220 with figures) and counties.csv holding the national file
// (3,231 counties) repeated 1, 10 and 100 times. FIPS codes have 5 digits, so at most 100,000 distinct counties exist and the
// 10x and 100x sets cannot be valid: each copy after the first keeps its validity everywhere except
// that its FIPS codes repeat. Generate would stop at validate there, so the sizes run the stages
// one by one and ignore the duplicate problems, which only add work.
func BenchmarkGenerate(b *testing.B) {
	imported := b.TempDir()
	national, err := Import(nil, nationalFile, imported, nil)
	if err != nil {
		b.Fatal(err)
	}
	one := mustRead(b, national.CountiesFile)
	states := mustRead(b, national.StatesFile)
	rows := one[bytes.IndexByte(one, '\n')+1:]
	for _, copies := range []int{1, 10, 100} {
		csv := append(append([]byte{}, header...), bytes.Repeat(rows, copies)...)
		fsys := benchData(b, csv, states)
		b.Run(fmt.Sprintf("%dx", copies), func(b *testing.B) {
			b.SetBytes(int64(len(csv)))
			b.ReportAllocs()
			for b.Loop() {
				ds, err := Read(fsys, "data")
				if err != nil {
					b.Fatal(err)
				}
				m, err := Validate(ds)
				if err != nil && copies == 1 {
					b.Fatal(err)
				}
				Measure(m)
				files, err := Encode(fsys, "data", m, Transform(m, DefaultLastUpdated))
				if err != nil {
					b.Fatal(err)
				}
				if err := Write(fsys, "build", files); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(national.Counties*copies), "ns/county")
		})
	}
	b.Run("Generate", func(b *testing.B) {
		fsys := benchData(b, one, states)
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Generate(Options{DataDir: "data", OutDir: "build", FS: fsys}); err != nil {
				b.Fatal(strings.SplitN(err.Error(), "\n", 2)[0])
			}
		}
	})
}

// benchData is the committed data folder in memory, with counties.csv and states.csv replaced.
func benchData(b *testing.B, counties, states []byte) memFS {
	b.Helper()
	files := committedData(b)
	files[filepath.Join("data", CountiesFile)] = counties
	files[filepath.Join("data", StatesFile)] = states
	return memFS{files: files}
}

func mustRead(b testing.TB, path string) []byte {
	b.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	return data
}
