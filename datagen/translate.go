package datagen

import (
	"fmt"
)

// The Spanish outputs (/api/es/) are the English files with every text swapped for its Spanish
// through the translations (translations.go), keys and numbers unchanged, and the codebook's
// meaning_es column says each meaning in Spanish: each pipe says its texts through the run's
// translator (pipe.Context.Spanish).

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

func (t *translator) err() error {
	if len(t.missing) == 0 {
		return nil
	}
	return fmt.Errorf("no Spanish for %q: list the text in generatorTexts or translatedColumns, so validate asks for it",
		t.missing)
}
