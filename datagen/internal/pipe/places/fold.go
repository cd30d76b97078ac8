package places

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// The search's words. The page folds what a person types (site/src/features/search/query/fold.ts)
// and the generator folds the names it cuts into pieces the same way, so that a query asks for the
// piece its names are in: datagen's TestSearchWords and the page's fold test read the same table of
// cases (datagen/testdata/fold_cases.csv).

// wordAliases are the words the Census spells out or shortens that people write either way:
// "Saint Paul" is St. Paul, "Ft Worth" Fort Worth, "Mt Vernon" Mount Vernon.
var wordAliases = map[string]string{"saint": "st", "sainte": "ste", "ft": "fort", "mt": "mount"}

// stripMarks drops accents after a canonical decomposition: Doña is dona, Cañon canon.
var stripMarks = transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.M)))

// Words returns a name's words as the search compares them: accents dropped, lower case,
// apostrophes dropped ("Prince George's" is prince georges), any other character that is no letter
// or digit a break between words ("Miami-Dade" is miami dade), and wordAliases applied.
func Words(name string) []string {
	folded := name
	if !isASCII(name) {
		if stripped, _, err := transform.String(stripMarks, name); err == nil {
			folded = stripped
		}
	}
	folded = strings.ToLower(folded)
	words := strings.FieldsFunc(strings.Map(dropApostrophe, folded), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsNumber(r)
	})
	for i, w := range words {
		if alias, ok := wordAliases[w]; ok {
			words[i] = alias
		}
	}
	return words
}

// isASCII reports whether s has no accent to drop: most names.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func dropApostrophe(r rune) rune {
	switch r {
	case '\'', '’', 'ʻ', 'ʼ':
		return -1
	}
	return r
}

// KeyLength is how many leading letters of a word name its piece: two letters give about 320
// pieces, the largest ("la": Lake, Las, La) about 20 KB gzipped, and keep a typo from the third
// letter on inside the piece the query asks for.
const KeyLength = 2

// pieceKey is the piece a word is listed in: its first KeyLength letters, or the whole of a
// shorter word.
func pieceKey(word string) string {
	r := []rune(word)
	if len(r) > KeyLength {
		r = r[:KeyLength]
	}
	return string(r)
}

// isPieceKey accepts the keys a piece may have: lower-case ASCII letters and digits, which every
// folded name of the data starts with; anything else would make a path the page cannot ask for.
func isPieceKey(key string) bool {
	for _, c := range []byte(key) {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return key != ""
}
