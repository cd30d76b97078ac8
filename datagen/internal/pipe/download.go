package pipe

import (
	"slices"
	"strings"
	"time"
)

// KilogramsPerYear is the unit of the USGS county estimates, which the workbooks show to the
// hundredth of a kilogram rather than round like the layers' figures.
const KilogramsPerYear = "kg per year"

// downloadsEpoch dates the downloads when the data's date is not a month and a year (DownloadsDate):
// a fixed date, because a date taken from the clock would change the bytes of every run.
var downloadsEpoch = time.Date(2024, time.December, 1, 0, 0, 0, 0, time.UTC)

// DownloadsDate is the date the downloads carry (the workbooks' properties, the zips' parts, the data
// package): the data's month (--last-updated), or downloadsEpoch when that is not a month and a year.
func DownloadsDate(lastUpdated string) time.Time {
	if t, err := time.Parse("January 2006", lastUpdated); err == nil {
		return t
	}
	return downloadsEpoch
}

// Download is a CSV file people download: its name, where it is served, its columns and key. The
// codebook and the data package describe every CSV download from it.
type Download struct {
	Name       string // the file name it is saved under
	Path       string // its API path
	Title      string
	Fields     []Field
	PrimaryKey []string
}

// Names is the download's CSV header.
func (d Download) Names() []string { return FieldNames(d.Fields) }

// FieldNames are the names of fields, in order.
func FieldNames(fields []Field) []string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = f.Name
	}
	return names
}

// Field is one column of a CSV download. The codebook's row, the data package's Table Schema field
// and the workbook's column all come from it, so a column's meaning, unit and type are said once.
type Field struct {
	Name    string // the CSV header, snake_case (camelCase only in the specification's own export)
	Heading string // the workbook's header and the data package's title: words with the unit and years; empty where there is none
	Meaning Phrase // said in English in the codebook's meaning, in Spanish in its meaning_es
	Unit    string
	Years   string
	Source  string
	Type    string   // a Table Schema type: SchemaString, SchemaNumber, SchemaInteger or SchemaYear
	Pattern string   // a regular expression every value matches, for codes of a fixed shape
	Enum    []string // the only values allowed, for statuses
	Minimum *int     // the lowest value allowed, for figures and percentiles
	Maximum *int
	// InHeading marks a column that repeats, on every row with a figure, the years its figure's
	// heading already names; the workbook leaves it out (each of its cells costs the file bytes).
	InHeading bool
}

// Table Schema types of the downloads' columns.
const (
	SchemaString  = "string"
	SchemaNumber  = "number"
	SchemaInteger = "integer"
	SchemaYear    = "year"
)

// Phrase is a text of the generator whose {names} are data texts: it is said in English as it is,
// and in Spanish as the Spanish of its template filled with the Spanish of each data text, and of
// none of the kept ones, said alike in both (column names, numbers).
type Phrase struct {
	template string
	args     []string // name, data text, name, data text ...
	kept     []string // name, text, name, text ...
}

// Say is the phrase of template with its {names} filled by args (name, data text, name, data text ...).
func Say(template string, args ...string) Phrase { return Phrase{template: template, args: args} }

// Keeping is p with its other {names} filled by texts said alike in both languages.
func (p Phrase) Keeping(pairs ...string) Phrase {
	p.kept = pairs
	return p
}

func (p Phrase) String() string { return Fill(p.template, append(slices.Clone(p.args), p.kept...)...) }

// In says p in another language through say, which says one text of it (Context.Spanish).
func (p Phrase) In(say func(string) string) string {
	args := make([]string, len(p.args), len(p.args)+len(p.kept))
	for i := 0; i < len(p.args); i += 2 {
		args[i], args[i+1] = p.args[i], say(p.args[i+1])
	}
	return Fill(say(p.template), append(args, p.kept...)...)
}

// Fill puts each value of pairs (name, value, name, value ...) in place of its {name} in template.
func Fill(template string, pairs ...string) string {
	replacements := make([]string, len(pairs))
	for i := 0; i < len(pairs); i += 2 {
		replacements[i], replacements[i+1] = "{"+pairs[i]+"}", pairs[i+1]
	}
	return strings.NewReplacer(replacements...).Replace(template)
}
