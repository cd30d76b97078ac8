// Package measured is every county's measured figures as the Measured view and its downloads give
// them: the national percentiles and combined scores (/api/exposures), each state's counties'
// population with their Superfund sites (/api/population/06), the yearly PM2.5 (/api/pm25-by-year/06),
// and the downloads county-exposures.csv and county-pm25-by-year.csv. datagen reads, checks and
// ranks the figures (its measure stage) and hands the pipe their records (Give); the Superfund
// sites' pipe, which runs before this one, leaves each county's sites in the run's context.
package measured

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strconv"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// The product's API files, under /api/. A state's files are followed by its 2-digit FIPS code: the
// page finds them from the county's own code, without a table of states.
const (
	ExposuresPath       = "exposures"
	PopulationStatePath = "population/"
	PM25StatePath       = "pm25-by-year/"
	ExportPath          = "export/exposures"
	ExportPM25Path      = "export/pm25-by-year"
	DownloadName        = "county-exposures.csv"
	PM25DownloadName    = "county-pm25-by-year.csv"
)

var apiFiles = []pipe.APIFile{
	{Key: "exposures", Path: ExposuresPath, Type: pipe.JSONType, About: "every county's figures and national percentiles"},
	{Key: "populationByState", Path: PopulationStatePath, Type: pipe.JSONType, About: "a state's counties' population, its year and source, by state FIPS (population/06)"},
	{Key: "pm25Years", Path: PM25StatePath, Type: pipe.JSONType, About: "a state's yearly PM2.5, by state FIPS (pm25-by-year/06)"},
	{Key: "exportExposures", Path: ExportPath, Type: pipe.CSVType, Download: DownloadName, About: "every county's figures"},
	{Key: "exportPm25Years", Path: ExportPM25Path, Type: pipe.CSVType, Download: PM25DownloadName, About: "every county's yearly PM2.5"},
}

// Input is what the pipe writes.
type Input struct {
	Exposures Exposures
	// Download and Rows are county-exposures.csv's columns and rows (the workbook's Counties sheet too).
	Download pipe.Download
	Rows     pipe.CellRows
	// Population is each county's population that has one, in FIPS order.
	Population []CountyPopulation
	PM25       PM25
}

// PM25 is the yearly PM2.5: every county's figures and the medians to set them against; no Years
// where the data has no yearly file, and then no files.
type PM25 struct {
	Download pipe.Download
	Figures  []figures.YearFigure // FIPS then year order
	Years    []int
	National []float64
	States   map[string][]float64 // by state FIPS; a year where no county of the state has a figure is NaN
	Counties []string             // the measured counties' FIPS codes: each of their states has a file
}

// Pipe is the product in the generator's list of pipes.
type Pipe struct{}

func (Pipe) String() string { return "measured figures" }

func (Pipe) APIFiles() []pipe.APIFile { return apiFiles }

type inputKey struct{}

// Give leaves the pipe's input in ctx.
func Give(ctx *pipe.Context, in Input) { ctx.Set(inputKey{}, in) }

func (Pipe) Run(ctx *pipe.Context) error {
	in := ctx.Value(inputKey{}).(Input)
	exposures, err := pipe.JSON(in.Exposures)
	if err != nil {
		return fmt.Errorf("encode %s: %w", ExposuresPath, err)
	}
	ctx.Add(pipe.File{Path: ExposuresPath, Data: exposures})
	export, err := pipe.WriteCSV(in.Download, in.Rows, 160*(len(in.Exposures.Counties.FIPS)+1))
	if err != nil {
		return fmt.Errorf("encode %s: %w", ExportPath, err)
	}
	ctx.Add(pipe.File{Path: ExportPath, Data: export})
	population, err := populationFiles(in.Population, sites.ByCounty(ctx))
	if err != nil {
		return err
	}
	ctx.Add(population...)
	if len(in.PM25.Years) == 0 {
		return nil
	}
	years, err := in.PM25.csv()
	if err != nil {
		return fmt.Errorf("encode %s: %w", ExportPM25Path, err)
	}
	ctx.Add(pipe.File{Path: ExportPM25Path, Data: years})
	files, err := in.PM25.stateFiles()
	ctx.Add(files...)
	return err
}

// csv writes county-pm25-by-year.csv: a row per county and year, FIPS then year order.
func (p PM25) csv() ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(20 * (len(p.Figures) + 1))
	w := csv.NewWriter(&buf)
	if err := w.Write(p.Download.Names()); err != nil {
		return nil, err
	}
	for _, y := range p.Figures {
		if err := w.Write([]string{y.FIPS, strconv.Itoa(y.Year), pipe.Decimal(y.Value)}); err != nil {
			return nil, err
		}
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}
