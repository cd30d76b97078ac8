// Package datagen turns the county source CSVs of the data folder into the site's static API files.
//
// It is a pipeline, as goreleaser's is, with two entry points. Generate's first stages make the
// model every product reads: read parses the files (read.go), validate checks what they mean and
// hands on a typed Model (validate.go, validate_measured.go), measure forms and ranks every layer's
// county figures nationally (measure.go), select keeps the requested states (select.go) and transform
// builds API records (transform.go). Then the product pipes run, in the order of one list, Pipes
// (riskmap generate --help prints it): each owns its files and their rows of APIFiles, and works on
// a pipe.Context (package internal/pipe). A product is a package under internal/pipe: one that
// reads and checks its own files (the census tracts, the pesticide compounds, the Superfund sites)
// is handed what it checks them against, the others what the stages made of their data (Give).
// Translate checks that every text the pipes said in Spanish had a translation, and
// write swaps the new api folder into place atomically (write.go). API.md documents the output.
// Import's stages (import.go) cut the data folder's counties.csv and states.csv from the national
// county file with the same reader, checks, state selection and atomic writes.
package datagen

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/codebook"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/datapackage"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/manifest"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/measured"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/places"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/shapes"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/studies"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/workbooks"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/zips"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
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
	ctx     *pipe.Context
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
		r.ctx = newContext(r.opts.FS, r.opts.DataDir, r.model, r.api)
		return nil
	}},
}

// Pipes are the products of the api folder, in the order they run: each writes its files and lists
// them (APIFiles), and a pipe may use what those before it made. riskmap generate --help lists them.
// A new product is a package under internal/pipe and a line here.
var Pipes = []pipe.Pipe{
	demo.Pipe{},
	compounds.Pipe{},
	sites.Pipe{}, // before the measured figures: a state's population file names its counties' sites
	measured.Pipe{},
	tracts.Pipe{},
	workbooks.Pipe{}, // of the two before; made on the second core while the pipes after it run
	studies.Pipe{},
	zips.Pipe{},
	places.Pipe{},
	shapes.Pipe{Geographies: shapeGeographies()},
	codebook.Pipe{}, // after every CSV download, which it describes
	datapackage.Pipe{Packaged: packagedDownloads}, // after the codebook, which it packages with the other CSVs
	environmental.Pipe{},                          // after every download, whose sizes it gives
	manifest.Pipe{},                               // last: it lists every pipe's files
}

// newContext is the pipes' context for a run on the checked model m and its API records.
func newContext(fsys FS, dataDir string, m *Model, api *API) *pipe.Context {
	spanish := &translator{spanish: api.Spanish}
	ctx := &pipe.Context{Open: fsys.Open, DataDir: dataDir, Spanish: spanish.say}
	ctx.Counties = make(map[string]pipe.County, len(m.National))
	for _, c := range m.National {
		ctx.Counties[c.FIPS] = pipe.County{FIPS: c.FIPS, Name: c.Name, State: c.State, Lat: c.Lat, Lon: c.Lon}
	}
	for _, c := range api.Measured {
		ctx.Output = append(ctx.Output, c.FIPS)
	}
	ctx.Downloads = csvDownloads(api)
	sites.Give(ctx, sourceOf(api.Environmental.MeasuredSources, sites.SourceID))
	datapackage.Give(ctx, packageAbout(api))
	environmental.Give(ctx, api.Environmental, pageDownloads())
	workbooks.Give(ctx, workbooks.Input{
		Counties:      workbooks.Sheet{Download: exposuresDownload(api), Rows: exposureRows(api), About: countiesNotPeople},
		Tracts:        workbooks.Sheet{Download: api.Tracts.Download(), Rows: api.Tracts.Rows, About: tracts.NotPeople},
		PM25ByYear:    api.PM25ByYear,
		Environmental: api.Environmental,
		SiteURL:       api.SiteURL,
	})
	ctx.Set(translatorKey{}, spanish)
	measured.Give(ctx, measuredInput(api))
	measuredOf := measuredByFIPS(api)
	demo.Give(ctx, demo.Input{Counties: api.Counties, Measured: measuredFields(api),
		MeasuredCells: func(row []pipe.Cell, fips string) []pipe.Cell {
			return appendMeasured(row, measuredOf(fips), api.Layers)
		}})
	compounds.Give(ctx, m.Compounds)
	tracts.Give(ctx, api.Tracts)
	zips.Give(ctx, m.ZIPs)
	places.Give(ctx, api.Search, m.SearchStates)
	shapes.Give(ctx, map[string]*topology.Topology{geography.County.ID: m.CountyShapes, geography.Tract.ID: m.TractShapes})
	studies.Give(ctx, m.Studies)
	manifest.Give(ctx, manifestOf(api))
	return ctx
}

// Encode runs the pipes on the checked, measured model m and its API records, reading the products'
// own files from dataDir, and returns the files they write.
func Encode(fsys FS, dataDir string, m *Model, api *API) ([]OutputFile, error) {
	ctx := newContext(fsys, dataDir, m, api)
	for _, p := range Pipes {
		if err := p.Run(ctx); err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
	}
	if err := translated(ctx); err != nil {
		return nil, fmt.Errorf("translate: %w", err)
	}
	return ctx.Files(), nil
}

// translated is the run's check, once every pipe has said its texts in Spanish, that each text had
// a translation.
func translated(ctx *pipe.Context) error { return ctx.Value(translatorKey{}).(*translator).err() }

// translatorKey finds the run's translator in its context.
type translatorKey struct{}

// writeStages end Generate, once the pipes have run.
var writeStages = []stage[*generateRun]{
	{"translate", func(r *generateRun) error { return translated(r.ctx) }},
	{"write", func(r *generateRun) error { return Write(r.opts.FS, r.opts.OutDir, r.ctx.Files()) }},
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
	stages := slices.Clone(generateStages)
	for _, p := range Pipes {
		stages = append(stages, stage[*generateRun]{p.String(), func(r *generateRun) error { return p.Run(r.ctx) }})
	}
	if failed, err := runStages(r, append(stages, writeStages...)); err != nil {
		return Result{}, fmt.Errorf("%s: %w", failed, err)
	}
	return Result{Dir: filepath.Join(opts.OutDir, pipe.APIDir), Files: len(r.ctx.Files()), Counties: len(r.api.Counties),
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

// shapeGeographies are the geographies, in geography.All's order, as the shapes pipe writes them.
func shapeGeographies() []shapes.Geography {
	var list []shapes.Geography
	for _, g := range geography.All() {
		list = append(list, g.Shapes())
	}
	return list
}
