package datagen

import (
	"github.com/gocarina/gocsv"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/codebook"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/counties"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/datapackage"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/measured"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// OutputFile is one file of the api folder (pipe.File).
type OutputFile = pipe.File

// measuredInput is what the measured figures' pipe writes of api: the yearly PM2.5 only where the
// output's counties have yearly figures.
func measuredInput(api *API) measured.Input {
	in := measured.Input{Exposures: api.Exposures, Download: exposuresDownload(api), Rows: exposureRows(api)}
	for _, c := range api.Measured {
		if p := c.Population; p.Year != 0 {
			in.Population = append(in.Population, measured.CountyPopulation{FIPS: c.FIPS, People: p.People, Year: p.Year, Source: p.Source})
		}
	}
	if len(api.PM25ByYear) == 0 {
		return in
	}
	m := api.PM25Medians
	in.PM25 = measured.PM25{Download: pm25YearsDownload(api), Figures: api.PM25ByYear, Years: m.Years, National: m.National, States: m.States}
	for _, c := range api.Measured {
		in.PM25.Counties = append(in.PM25.Counties, c.FIPS)
	}
	return in
}

// exposuresDownload describes county-exposures.csv and the workbook's Counties sheet.
func exposuresDownload(api *API) pipe.Download {
	return exposuresExport(measuredFields(api), populationCitation(api.Environmental.PopulationSources))
}

// csvDownloads are the CSV downloads, in the order the codebook lists their columns and the data
// package its resources. The two county exports end with the same measured columns.
func csvDownloads(api *API) []pipe.Download {
	layers := measuredFields(api)
	downloads := []pipe.Download{demo.Download(layers), exposuresExport(layers, populationCitation(api.Environmental.PopulationSources))}
	if len(api.PM25ByYear) > 0 {
		downloads = append(downloads, pm25YearsDownload(api))
	}
	return append(downloads, api.Tracts.Download(), api.Compounds.Description(counties.Source), sites.Description(sourceOf(api.Environmental.MeasuredSources, sites.SourceID)), codebook.Download())
}

// pageDownloads are the paths of the downloads the page lists with their sizes: every file with a
// download name but the data package's copies of its CSVs.
func pageDownloads() []string {
	var paths []string
	for _, f := range APIFiles {
		if f.Download != "" && f.Path != datapackage.FilePath(f.Download) {
			paths = append(paths, f.Path)
		}
	}
	return paths
}

// measuredByFIPS finds a Demo county's measured figures; nil where it has none.
func measuredByFIPS(api *API) func(fips string) *MeasuredCounty {
	index := make(map[string]int, len(api.Measured))
	for i, c := range api.Measured {
		index[c.FIPS] = i
	}
	return func(fips string) *MeasuredCounty {
		if i, ok := index[fips]; ok {
			return &api.Measured[i]
		}
		return nil
	}
}

// EncodeCSV renders rows with a header line from their csv tags, LF line ends.
func EncodeCSV[T any](rows []T) ([]byte, error) {
	return gocsv.MarshalBytes(rows)
}
