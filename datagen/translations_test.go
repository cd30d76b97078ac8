package datagen

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
)

// TestTranslationsChecks breaks the fixture's translations, or the texts they translate, one way per
// case and checks the exact problem lines, and that the previous build is left byte-identical.
func TestTranslationsChecks(t *testing.T) {
	const last = "{millions} million,{millions} millones de\n"
	tests := []struct {
		name  string
		edits []edit
		want  []string
	}{
		{"a changed text orphans its translation", []edit{{FactorsFile, "traffic,Traffic Density,", "traffic,Traffic Intensity,"}},
			[]string{
				`data/translations_es.csv:8: english: "Traffic Density" is not a text of the data or the generator: correct it to the English it translates, or remove the line`,
				`data/factors.csv:4: name: "Traffic Intensity" has no Spanish: add a line with it and its Spanish to data/translations_es.csv`,
			}},
		{"translation of a text that does not exist", []edit{{TranslationsFile, last, last + "Noise Exposure,Exposición al ruido\n"}},
			[]string{`data/translations_es.csv:113: english: "Noise Exposure" is not a text of the data or the generator: correct it to the English it translates, or remove the line`}},
		{"empty translation", []edit{{TranslationsFile, "\nTraffic Density,Densidad del tráfico\n", "\nTraffic Density,\n"}},
			[]string{`data/translations_es.csv:8: spanish: must not be empty`}},
		{"translation with spaces around", []edit{{TranslationsFile, "\nTraffic Density,Densidad del tráfico\n", "\nTraffic Density,Densidad del tráfico \n"}},
			[]string{`data/translations_es.csv:8: spanish: "Densidad del tráfico " has spaces at the start or end`}},
		{"text translated twice", []edit{{TranslationsFile, last, last + "Traffic Density,Tráfico\n"}},
			[]string{`data/translations_es.csv:113: english: "Traffic Density" is already on line 8`}},
		{"a text used on several lines is missing once, on its first", []edit{{TranslationsFile,
			"\nPublic domain (US Government work),Dominio público (obra del Gobierno de EE. UU.)\n", "\n"}},
			[]string{`data/exposures/sources.csv:2: licence: "Public domain (US Government work)" has no Spanish: add a line with it and its Spanish to data/translations_es.csv`}},
		{"a generator text without a line", []edit{{TranslationsFile, "\nthe year of the mean,el año del promedio\n", "\n"}},
			[]string{`data/translations_es.csv: has no line for "the year of the mean", a text the generator writes: add one with its Spanish`}},
		{"placeholder renamed", []edit{{TranslationsFile, "abarca la cifra de {layer}\n", "abarca la cifra de {capa}\n"}},
			[]string{`data/translations_es.csv:94: spanish: "años que abarca la cifra de {capa}" has the placeholders [{capa}], the English [{layer}]`}},
		{"header misspelt", []edit{{TranslationsFile, "english,spanish\n", "english,espanol\n"}},
			[]string{`data/translations_es.csv:1: missing column "spanish"; the header must name the columns english,spanish`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { expectProblems(t, tt.edits, tt.want) })
	}
}

// TestSpanishEnvironmentalData checks /api/es/environmental-data is /api/environmental-data with
// its texts swapped: the same keys, numbers, booleans, ids and addresses, and every text that
// differs the translation of the English one (or the sentence made from them).
func TestSpanishEnvironmentalData(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	var english, spanish any
	for path, v := range map[string]*any{environmental.Path: &english, environmental.SpanishPath: &spanish} {
		if err := json.Unmarshal(readOutput(t, res.Dir, path), v); err != nil {
			t.Fatal(err)
		}
	}
	translations := fixtureTranslations(t)
	var swapped int
	var walk func(path string, en, es any)
	walk = func(path string, en, es any) {
		switch en := en.(type) {
		case map[string]any:
			es, ok := es.(map[string]any)
			if !ok || len(es) != len(en) {
				t.Fatalf("%s: Spanish %v, English %v", path, es, en)
			}
			for k := range en {
				walk(path+"."+k, en[k], es[k])
			}
		case []any:
			es, ok := es.([]any)
			if !ok || len(es) != len(en) {
				t.Fatalf("%s: Spanish %v, English %v", path, es, en)
			}
			for i := range en {
				walk(path+"[]", en[i], es[i])
			}
		case string:
			switch {
			case path == ".factors[].measured.topTenth.sentence":
				swapped++
			case es != en:
				if translations[en] != es {
					t.Errorf("%s: %q is not the Spanish of %q", path, es, en)
				}
				swapped++
			}
		default:
			if !reflect.DeepEqual(en, es) {
				t.Errorf("%s: Spanish %v, English %v", path, es, en)
			}
		}
	}
	walk("", english, spanish)
	// Four layers of name, short name, impact, measure, unit and sentence, 20 caveats, 9 licences (the
	// layers' 6, the compounds', the tracts' and the Superfund sites'), the label and note of 2
	// reference levels and what the figures of the fixture's 3 population sources are, less the two
	// texts Spanish writes as English does: the impact "Variable" and the unit µg/m³.
	if want := 4*6 + 20 + 9 + 2*2 + 3 - 2; swapped != want {
		t.Errorf("%d texts swapped, want %d", swapped, want)
	}
}

func fixtureTranslations(t *testing.T) Translations {
	t.Helper()
	records, err := csv.NewReader(bytes.NewReader([]byte(readData(t, TranslationsFile)))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	translations := Translations{}
	for _, r := range records[1:] {
		translations[r[0]] = r[1]
	}
	return translations
}

// translateFixture writes a translations file that translates exactly the texts of the data as
// it now is, so a test that rewrites a whole data file checks that file, not its translations.
func translateFixture(t *testing.T) {
	t.Helper()
	ds, _ := Read(OSFS{}, "data")
	if ds == nil {
		t.Fatal("the fixture does not read")
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	rows := [][]string{{"english", "spanish"}}
	seen := map[string]bool{}
	add := func(text string) {
		if !seen[text] {
			seen[text] = true
			rows = append(rows, []string{text, "es " + text})
		}
	}
	for _, c := range translatedColumns(ds) {
		for i := range c.rows {
			if c.valid(i) {
				add(c.text(i))
			}
		}
	}
	for _, text := range generatorTexts {
		add(text)
	}
	if err := w.WriteAll(rows); err != nil {
		t.Fatal(err)
	}
	writeData(t, TranslationsFile, buf.String())
}

func TestPhraseInSpanish(t *testing.T) {
	spanish := &translator{spanish: Translations{
		"years the {layer} figure covers": "años que abarca la cifra de {layer}",
		"Traffic Density":                 "Densidad del tráfico",
	}}
	p := pipe.Say(meaningLayerYears, "layer", "Traffic Density")
	if got, want := p.String(), "years the Traffic Density figure covers"; got != want {
		t.Errorf("English = %q, want %q", got, want)
	}
	if got, want := p.In(spanish.say), "años que abarca la cifra de Densidad del tráfico"; got != want || spanish.err() != nil {
		t.Errorf("Spanish = %q (%v), want %q", got, spanish.err(), want)
	}
	// A text validate did not ask a translation for is an error, never English in a Spanish file.
	pipe.Say(meaningLayerYears, "layer", "Noise").In(spanish.say)
	if err := spanish.err(); err == nil || err.Error() != `no Spanish for ["Noise"]: list the text in generatorTexts or translatedColumns, so validate asks for it` {
		t.Errorf("error = %v", err)
	}
}
