package datagen

import (
	"bytes"
	"path"
	"time"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// The data package whole: its descriptor names each resource by its download name, and Frictionless
// resolves such a path against the descriptor's own address. So the files are also served under those
// names beside the descriptor (/api/export/datapackage gives county-exposures.csv, which is
// /api/export/county-exposures.csv), and the zip holds the descriptor and the files under the same names.
const (
	// ExportPackageZipPath is the zip of the whole data package.
	ExportPackageZipPath = "export/zip"
	dataPackageName      = "datapackage.json"
	packageZipName       = "county-exposures-datapackage.zip"
)

// packageCompression is deflate's level for the package's zip: with every county, level 4 makes
// 374 KB in about 29 ms of one core, level 5 371 KB in 54 ms.
const packageCompression = 4

// packageFilePath is where a resource of the data package is served: its path beside the descriptor's.
func packageFilePath(resource string) string { return path.Join(path.Dir(DataPackagePath), resource) }

// packageFiles serves each download of the data package under the name its descriptor gives it.
func packageFiles(downloads []pipe.Download, data [][]byte) []OutputFile {
	files := make([]OutputFile, len(downloads))
	for i, d := range downloads {
		files[i] = OutputFile{Path: packageFilePath(d.Name), Data: data[i]}
	}
	return files
}

// encodePackageZip writes the descriptor as datapackage.json and each download under its name, every
// part dated date (a zip part without a date reads as 1980-00-00, which zip tools flag).
func encodePackageZip(date time.Time, descriptor []byte, downloads []pipe.Download, data [][]byte) ([]byte, error) {
	var buf bytes.Buffer
	z := &orderedZip{out: &buf, modified: date, level: packageCompression}
	parts := append([]OutputFile{{Path: dataPackageName, Data: descriptor}}, packageFiles(downloads, data)...)
	for _, p := range parts {
		w, err := z.Create(path.Base(p.Path))
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(p.Data); err != nil {
			return nil, err
		}
	}
	if err := z.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// downloadsDate is the date the downloads carry (the workbook's properties, the zips' parts): the
// data's month, or workbookEpoch when --last-updated is not a month and a year.
func downloadsDate(lastUpdated string) time.Time {
	if t, err := time.Parse("January 2006", lastUpdated); err == nil {
		return t
	}
	return workbookEpoch
}
