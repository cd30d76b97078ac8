package datagen

import (
	"cmp"
	"regexp"
	"slices"
	"strconv"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/studies"
)

// TranslationsFile holds the Spanish of every English text the generator writes for people to read,
// keyed by the exact English (as gettext's msgid is): the data's texts (layer names, measures, units,
// caveats, licences, the studies' designs, populations and findings) and the generator's own
// (generatorTexts). A changed English text leaves its old line a translation of nothing, which is
// reported, as is a text without a line. Proper names and data set titles stay English and have none.
const TranslationsFile = "translations_es.csv"

// TranslationRow is one line of translations_es.csv.
type TranslationRow struct {
	English string `csv:"english"`
	Spanish string `csv:"spanish"`
}

var translationColumns = csvColumns[TranslationRow]()

// Translations is the Spanish of each English text.
type Translations map[string]string

// translatedColumn is a column of a data file whose texts the Spanish files say in Spanish.
type translatedColumn struct {
	file, column string
	rows         int
	text         func(i int) string // the column's text in row i
	valid        func(i int) bool   // whether that text passes pipe.CheckText, which reports it otherwise
	line         func(i int) int
}

func columnOf[T any](t *Table[T], column string, text func(T) string) translatedColumn {
	return translatedColumn{file: t.File, column: column, rows: len(t.Rows),
		text:  func(i int) string { return text(t.Rows[i]) },
		valid: func(i int) bool { return len(pipe.CheckText(nil, t, i, column, text(t.Rows[i]))) == 0 },
		line:  func(i int) int { return t.Line(i, column) }}
}

// translatedColumns are the data's texts that the Spanish files and columns say in Spanish, in the
// order Read reads their files. The rest are names (of counties, states, agencies, data sets,
// journals, authors), codes, numbers and addresses, which stay as they are.
func translatedColumns(ds *DataSet) []translatedColumn {
	return slices.Concat(geographyTexts(ds.Geographies), []translatedColumn{
		columnOf(ds.Factors, "name", func(r FactorRow) string { return r.Name }),
		columnOf(ds.Factors, "short_name", func(r FactorRow) string { return r.ShortName }),
		columnOf(ds.Factors, "impact", func(r FactorRow) string { return r.Impact }),
		columnOf(ds.Layers, "unit", func(r LayerRow) string { return r.Unit }),
		columnOf(ds.Layers, "measure", func(r LayerRow) string { return r.Measure }),
		columnOf(ds.Caveats, "caveat", func(r CaveatRow) string { return r.Caveat }),
		columnOf(ds.ReferenceLevels, "label", func(r ReferenceLevelRow) string { return r.Label }),
		columnOf(ds.ReferenceLevels, "note", func(r ReferenceLevelRow) string { return r.Note }),
		columnOf(ds.MeasuredSources, "licence", func(r MeasuredSourceRow) string { return r.Licence }),
		columnOf(ds.Studies, "design", func(r studies.Row) string { return r.Design }),
		columnOf(ds.Studies, "population", func(r studies.Row) string { return r.Population }),
		columnOf(ds.Studies, "finding", func(r studies.Row) string { return r.Finding }),
		columnOf(ds.PopSources, "figure", func(r PopulationSourceRow) string { return r.Figure }),
	}, textColumns(ds.productTexts()))
}

// placeholder is a {name} a template fills in.
var placeholder = regexp.MustCompile(`\{[a-z]+\}`)

// checkTranslations checks translations_es.csv against the texts it translates: each line's english
// a text of the data or of the generator, once; its spanish a valid text with the same {names}; and
// every such text with a line. A data text without one is reported on its own line, as the place to
// see what is missing; a generator text on the translations file, which is where it goes.
func checkTranslations(t *Table[TranslationRow], ds *DataSet) (Translations, ErrorList) {
	var errs ErrorList
	needed := map[string]bool{}
	for _, text := range generatorTexts {
		needed[text] = true
	}
	columns := translatedColumns(ds)
	for _, c := range columns {
		for i := range c.rows {
			needed[c.text(i)] = true
		}
	}

	spanish := make(Translations, len(t.Rows))
	english := pipe.NewSeen(t, "english")
	for i, r := range t.Rows {
		n := len(errs)
		if errs = pipe.CheckText(errs, t, i, "english", r.English); len(errs) > n {
			continue
		}
		if errs = english.Check(errs, i, r.English); len(errs) > n {
			continue
		}
		if !needed[r.English] {
			errs = append(errs, t.Problem(i, "english", "%q is not a text of the data or the generator: correct it to the English it translates, or remove the line", r.English))
			continue
		}
		if errs = pipe.CheckText(errs, t, i, "spanish", r.Spanish); len(errs) > n {
			continue
		}
		if want, got := placeholders(r.English), placeholders(r.Spanish); !slices.Equal(want, got) {
			errs = append(errs, t.Problem(i, "spanish", "%q has the placeholders %v, the English %v", r.Spanish, got, want))
			continue
		}
		spanish[r.English] = r.Spanish
	}

	// A text whose line has a problem is not reported again as missing; a text used twice is
	// reported once, on its first line.
	reported := map[string]bool{}
	var missing ErrorList
	for _, c := range columns {
		for i := range c.rows {
			text := c.text(i)
			if _, listed := english.First(text); listed || reported[text] || !c.valid(i) {
				continue
			}
			reported[text] = true
			missing = append(missing, Problem{File: c.file, Line: c.line(i), Column: c.column,
				Message: strconv.Quote(text) + " has no Spanish: add a line with it and its Spanish to " + t.File})
		}
	}
	// Line by line within each file, as every other check reports; the files stay in Read's order.
	fileOrder := map[string]int{}
	for _, c := range columns {
		if _, ok := fileOrder[c.file]; !ok {
			fileOrder[c.file] = len(fileOrder)
		}
	}
	slices.SortStableFunc(missing, func(a, b Problem) int {
		return cmp.Or(cmp.Compare(fileOrder[a.File], fileOrder[b.File]), cmp.Compare(a.Line, b.Line))
	})
	errs = append(errs, missing...)
	for _, text := range generatorTexts {
		if _, listed := english.First(text); !listed {
			errs = append(errs, Problem{File: t.File, Message: "has no line for " + strconv.Quote(text) +
				", a text the generator writes: add one with its Spanish"})
		}
	}
	return spanish, errs
}

// placeholders lists the {names} of a text, sorted.
func placeholders(text string) []string {
	names := placeholder.FindAllString(text, -1)
	slices.Sort(names)
	return names
}
