// Package pipe is what the generator's product pipes stand on, as goreleaser's internal/pipe and
// context are: the Pipe each product is, the Context one run passes from pipe to pipe (what the run
// reads, the files written so far, what one product leaves for another), the API entries a pipe
// lists, the CSV downloads' descriptions (Download), the data folder's field checks (CheckText,
// Seen) and the problems they report. The pipes are the packages below it and a few values of
// package datagen, which holds their one ordered list; a pipe never imports datagen.
package pipe

import (
	"fmt"
	"io"
	"slices"
)

// Pipe is one product of the api folder: its files, and the checks of its own data.
type Pipe interface {
	fmt.Stringer // the product's name, as riskmap generate --help lists the products
	// APIFiles are the files and folders of pieces the product writes, whether or not the data
	// has them: the page asks for each and takes a 404 as none.
	APIFiles() []APIFile
	// Run adds the product's files to ctx; the pipes before it in the list have run.
	Run(ctx *Context) error
}

// Context is one run of the pipes: what they read, what they have written and what they leave each
// other. The pipes run one after another, so only Go's work runs beside them.
type Context struct {
	Open    func(name string) (io.ReadCloser, error) // opens a file of the data folder
	DataDir string
	// Counties is every national county (us_counties.csv) by FIPS; Output the FIPS codes of the
	// counties the run writes figures for (the kept states'), in FIPS order.
	Counties map[string]County
	Output   []string
	// Spanish says an English text of the data in Spanish; a text the translations lack is an
	// error of the run, which datagen reports once every pipe has said its texts.
	Spanish func(english string) string
	// Downloads are the CSV downloads, in the order the codebook lists their columns and the data
	// package packages them.
	Downloads []Download

	files  []File
	aside  []*aside
	values map[any]any
}

// County is a national county as the pipes name and place it.
type County struct {
	FIPS, Name string
	State      string // its state's name
	Lat, Lon   float64
}

// File is one file of the api folder; Path is slash-separated and relative to that folder. The files
// have no extension: the build's _headers gives each its content type (from the APIFiles rows).
type File struct {
	Path string
	Data []byte
}

// Add writes files into the api folder.
func (c *Context) Add(files ...File) { c.files = append(c.files, files...) }

// Files are the files written so far, those Go made included once Wait has returned.
func (c *Context) Files() []File { return c.files }

// File is the data of the file written at path; nil when none is.
func (c *Context) File(path string) []byte {
	if i := slices.IndexFunc(c.files, func(f File) bool { return f.Path == path }); i >= 0 {
		return c.files[i].Data
	}
	return nil
}

// aside is a file being made beside the pipes; done is closed once data or err is set.
type aside struct {
	path string
	data []byte
	err  error
	done chan struct{}
}

// Go makes the file at path on another core while the next pipes run, for a slow file that needs
// nothing they make; Wait adds it. The files it makes are made one after another, in order.
func (c *Context) Go(path string, build func() ([]byte, error)) {
	a := &aside{path: path, done: make(chan struct{})}
	var previous *aside
	if n := len(c.aside); n > 0 {
		previous = c.aside[n-1]
	}
	c.aside = append(c.aside, a)
	go func() {
		defer close(a.done)
		if previous != nil {
			<-previous.done
		}
		a.data, a.err = build()
	}()
}

// Wait adds the files Go was making once they are made, in the order they were asked for, and
// returns the first failure, naming its file.
func (c *Context) Wait() error {
	aside := c.aside
	c.aside = nil
	for _, a := range aside {
		<-a.done
		if a.err != nil {
			return fmt.Errorf("encode %s: %w", a.path, a.err)
		}
		c.Add(File{Path: a.path, Data: a.data})
	}
	return nil
}

// Set leaves value under key for the pipes after this one, as context.WithValue does: a package
// keeps its keys unexported and gives typed accessors.
func (c *Context) Set(key, value any) {
	if c.values == nil {
		c.values = map[any]any{}
	}
	c.values[key] = value
}

// Value is what a pipe before this one Set under key; nil when none did.
func (c *Context) Value(key any) any { return c.values[key] }
