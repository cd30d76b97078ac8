package datagen

import (
	"fmt"
)

// The Spanish outputs: /api/es/environmental-data is the English file with
// every text swapped for its Spanish through the translations (translations.go), keys and numbers
// unchanged, and the codebook's meaning_es column says each meaning in Spanish.

// The paths of the Spanish files, under /api/.
const (
	SpanishDir               = "es/"
	SpanishEnvironmentalPath = SpanishDir + EnvironmentalPath
)

// translator says texts in Spanish. Validate has checked that every text has a translation, so a
// miss is a text the generator writes but does not list in generatorTexts or translatedColumns:
// a bug, kept as an error rather than an English word in a Spanish file.
type translator struct {
	spanish Translations
	missing []string
}

func (t *translator) say(english string) string {
	if s, ok := t.spanish[english]; ok {
		return s
	}
	t.missing = append(t.missing, english)
	return english
}

func (t *translator) sayAll(english []string) []string {
	said := make([]string, len(english))
	for i, e := range english {
		said[i] = t.say(e)
	}
	return said
}

func (t *translator) err() error {
	if len(t.missing) == 0 {
		return nil
	}
	return fmt.Errorf("no Spanish for %q: list the text in generatorTexts or translatedColumns, so validate asks for it",
		t.missing)
}

// spanishEnvironmental is env with its texts in Spanish: the layers' names, impact labels, measures,
// units, caveats, top-tenth sentences and reference levels' labels and notes, the sources' licences
// and what each population source's figures are. Names of agencies, data sets,
// states and the Demo view's sources stay as they are.
func spanishEnvironmental(env EnvironmentalData, t *translator) EnvironmentalData {
	es := env
	es.Factors = make([]Factor, len(env.Factors))
	for i, f := range env.Factors {
		f.Name, f.ShortName, f.Impact = t.say(f.Name), t.say(f.ShortName), t.say(f.Impact)
		f.Measured.Measure, f.Measured.Unit = t.say(f.Measured.Measure), t.say(f.Measured.Unit)
		f.Measured.Caveats = t.sayAll(f.Measured.Caveats)
		if refs := f.Measured.References; refs != nil {
			f.Measured.References = make([]ReferenceLevel, len(refs))
			for k, r := range refs {
				r.Label, r.Note = t.say(r.Label), t.say(r.Note)
				f.Measured.References[k] = r
			}
		}
		if top := f.Measured.TopTenth; top != nil {
			spanishTop := *top
			spanishTop.Sentence = top.sentence(f.Name, t.say)
			f.Measured.TopTenth = &spanishTop
		}
		es.Factors[i] = f
	}
	es.MeasuredSources = make([]MeasuredSource, len(env.MeasuredSources))
	for i, s := range env.MeasuredSources {
		s.Licence = t.say(s.Licence)
		es.MeasuredSources[i] = s
	}
	es.PopulationSources = make([]PopulationSource, len(env.PopulationSources))
	for i, s := range env.PopulationSources {
		s.Figure = t.say(s.Figure)
		es.PopulationSources[i] = s
	}
	return es
}
