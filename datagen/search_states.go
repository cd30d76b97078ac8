package datagen

import (
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/places"
)

// StateNamesFile gives the Spanish names of the states whose Spanish differs from the English
// (Nueva York, Distrito de Columbia), which the search reads on either page: "Albuquerque, Nuevo
// México" finds Bernalillo County. The Spanish page names a state by its first (the manifest's
// spanishStateNames), the English page by its English name.
const StateNamesFile = "state_names_es.csv"

// StateNameRow is one line of state_names_es.csv: a state's code and one of its Spanish names.
type StateNameRow struct {
	Code string `csv:"code"`
	Name string `csv:"name"`
}

var stateNameColumns = csvColumns[StateNameRow]()

// checkStateNames checks state_names_es.csv against states.csv: a state code of it, and a name
// that folds to none of the names already given (its English name, or another state's), since
// such a line would add nothing or make a query mean two states. It returns every state of
// states.csv, in its order, with its names.
func checkStateNames(t *Table[StateNameRow], states []StateRow, statesFile string) ([]places.State, ErrorList) {
	var errs ErrorList
	search := make([]places.State, 0, len(states))
	index := map[string]int{}
	owner := map[string]string{} // a folded name to the state it names
	for _, s := range states {
		if _, dup := index[s.Code]; dup {
			continue // checkStates reports it
		}
		index[s.Code] = len(search)
		search = append(search, places.State{Code: s.Code, Names: []string{s.Name}})
		owner[foldedName(s.Name)] = s.Code
	}
	for i, r := range t.Rows {
		at, known := index[r.Code]
		if !known {
			errs = append(errs, t.Problem(i, "code", "%q is not a state code of %s", r.Code, statesFile))
		}
		n := len(errs)
		errs = pipe.CheckText(errs, t, i, "name", r.Name)
		if len(errs) > n || !known {
			continue
		}
		folded := foldedName(r.Name)
		if code, taken := owner[folded]; taken {
			errs = append(errs, t.Problem(i, "name", "%q reads as a name of %s already: remove the line", r.Name, code))
			continue
		}
		owner[folded] = r.Code
		search[at].Names = append(search[at].Names, r.Name)
	}
	return search, errs
}

// foldedName is a name as the search compares it, its words joined by spaces.
func foldedName(name string) string { return strings.Join(places.Words(name), " ") }
