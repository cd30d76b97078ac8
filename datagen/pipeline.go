// Package datagen turns the county source CSVs of the data folder into the site's static API files.
//
// It is a pipeline of small named stages, as goreleaser's is, with two entry points. Generate's
// stages: read parses the files (read.go), validate checks what they mean and hands on a typed Model
// (validate.go, validate_measured.go), measure forms and ranks every layer's county figures
// nationally (measure.go), select keeps the requested states (select.go), transform builds API
// records (transform.go), encode renders JSON and CSV (encode.go, encode_exposures.go) and write
// swaps the new api folder into place atomically (write.go). API.md documents the output. Import's
// stages (import.go) cut the data folder's counties.csv and states.csv from the national county
// file with the same reader, checks, state selection and atomic writes.
package datagen

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
)

// DefaultLastUpdated is the date the data set says it was last updated.
const DefaultLastUpdated = "December 2024"

// Options says what to generate.
type Options struct {
	DataDir     string   // folder of counties.csv, states.csv, factors.csv, sources.csv, us_counties.csv, exposures/, zcta_county_2020.csv and the search's files
	OutDir      string   // the API files go to OutDir/api
	States      []string // state codes to keep; empty keeps every county
	LastUpdated string   // shown as lastUpdated in environmental-data; empty means DefaultLastUpdated
	SiteURL     string   // the page's address, which the workbook and the data package name; may be empty
	FS          FS       // nil means the real file system
}

// Result says what Generate wrote.
type Result struct {
	Dir      string // the api folder
	Files    int
	Counties int // counties of /api/counties (the Demo view)
	Measured int // counties of /api/exposures
	Unplaced int // places left out of the search, having no county yet (see Model.CountyAt)
}

// stage is one named step of a pipeline, working on the state R its stages pass along.
type stage[R any] struct {
	Name string
	Run  func(R) error
}

// runStages runs stages in order and stops at the first that fails, returning its name and error.
func runStages[R any](r R, stages []stage[R]) (failed string, err error) {
	for _, s := range stages {
		if err := s.Run(r); err != nil {
			return s.Name, err
		}
	}
	return "", nil
}

// generateRun is the state Generate's stages pass along.
type generateRun struct {
	opts    Options
	data    *DataSet
	readErr error // rows Read left out; the rest of the data set is still checked
	model   *Model
	api     *API
	files   []OutputFile
}

// generateStages are the steps of Generate, in order.
var generateStages = []stage[*generateRun]{
	{"read", func(r *generateRun) (err error) {
		// Rows left out for their number of fields are reported with the validation's problems.
		r.data, r.readErr = Read(r.opts.FS, r.opts.DataDir)
		if r.data == nil {
			return r.readErr
		}
		return nil
	}},
	{"validate", func(r *generateRun) (err error) {
		r.model, err = Validate(r.data)
		return joinProblems(r.readErr, err)
	}},
	{"measure", func(r *generateRun) error { Measure(r.model); return nil }},
	{"select", func(r *generateRun) error { return SelectStates(r.model, r.opts.States) }},
	{"transform", func(r *generateRun) error {
		r.api = Transform(r.model, r.opts.LastUpdated)
		r.api.SiteURL = r.opts.SiteURL
		return nil
	}},
	{"sites", func(r *generateRun) error { return readSites(r.opts.FS, r.opts.DataDir, r.model, r.api) }},
	{"encode", func(r *generateRun) (err error) { r.files, err = Encode(r.api); return err }},
	{"shapes", func(r *generateRun) error {
		counties, err := countyShapes(r.model.CountyShapes)
		if err != nil {
			return err
		}
		tracts, err := tractShapes(r.model.TractShapes)
		r.files = slices.Concat(r.files, counties, tracts)
		return err
	}},
	{"write", func(r *generateRun) error { return Write(r.opts.FS, r.opts.OutDir, r.files) }},
}

// Generate runs the stages in order and stops at the first that fails, naming it in the error. Only
// write touches the output folder, so any failure before it leaves the previous API files as they
// were. A validation failure is an ErrorList holding every problem.
func Generate(opts Options) (Result, error) {
	if opts.FS == nil {
		opts.FS = OSFS{}
	}
	if opts.LastUpdated == "" {
		opts.LastUpdated = DefaultLastUpdated
	}
	r := &generateRun{opts: opts}
	if failed, err := runStages(r, generateStages); err != nil {
		return Result{}, fmt.Errorf("%s: %w", failed, err)
	}
	return Result{Dir: filepath.Join(opts.OutDir, APIDir), Files: len(r.files), Counties: len(r.api.Counties),
		Measured: len(r.api.Measured), Unplaced: r.api.Unplaced}, nil
}

// joinProblems lists the problems of both errors in order, as one ErrorList; nil when there are none.
func joinProblems(first, second error) error {
	var all ErrorList
	for _, err := range []error{first, second} {
		var problems ErrorList
		if errors.As(err, &problems) {
			all = append(all, problems...)
		} else if err != nil {
			return err
		}
	}
	return all.Err()
}
