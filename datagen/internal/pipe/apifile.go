package pipe

// APIFile is a file of the api folder, or a folder of pieces when its path ends in a slash: a row of
// the API's one list (datagen.APIFiles), which /api/manifest gives the page.
type APIFile struct {
	Key      string // the name the page's code gives it (API_PATHS.<key>)
	Path     string // relative to the api folder
	Type     string
	Download string // the name it is saved under; empty for a file the page reads
	About    string // what it holds, for riskmap generate --help
}

// APIDir is the folder, inside the output folder, that holds the API files.
const APIDir = "api"

// The media types of the API files, which the build writes into _headers: the files have no extension.
const (
	JSONType     = "application/json; charset=utf-8"
	CSVType      = "text/csv; charset=utf-8"
	WorkbookType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
	ZipType      = "application/zip"
)
