// Package compounds is the pesticide compounds product: the USGS county estimates for 2012 of the
// compounds that studies link to Parkinson's disease (data/pesticide-compounds/, SOURCE.md there).
// It owns its reading and checks (Read, CheckCounties), its figures (Measure, Select) and its files
// (Encode, Pipe, the download's columns). datagen runs its reading, checks and figures in its own
// stages, with the data folder's other files, so their problems are listed together, and lists its
// Pipe among the products.
//
// A compound is linked when compound_studies.csv ties it to a study; only linked compounds are
// measured and written, each with its studies, and "linked" is their sum. The other compounds of
// the folder have no study here and appear nowhere.
//
// USGS's two 2012 estimates are kept side by side, never averaged, since they differ most where use
// was not surveyed; the percentile ranks the high estimate per km² of land (it is the one defined
// wherever USGS filled gaps, and per km² is the unit of the pesticide layer), among the counties
// with an estimate, ties sharing one as the layers' do. The "linked" sum adds the compounds a
// county has rows of: a county USGS covered with none of them has 0, a county absent from the file
// has no USGS estimate.
package compounds

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// The folder and its files, under the data folder.
const (
	Dir           = "pesticide-compounds"
	EstimatesFile = "epest_2012_county.csv"
	CompoundsFile = "compounds.csv"
	StudiesFile   = "compound_studies.csv"
)

// Year is the year of every estimate: the latest that USGS estimated for every compound.
const Year = 2012

// LinkedID is the id of the sum over the linked compounds, beside each compound's own id.
const LinkedID = "linked"

// Compound is a compound a study links to the disease.
type Compound struct {
	ID      string  `json:"id"`   // its ordinary name in lower case, words joined by "-": the page's and the link's name for it
	USGS    string  `json:"usgs"` // USGS's name, as in the source
	Name    string  `json:"name"` // its ordinary name
	Class   string  `json:"class"`
	Studies []Study `json:"studies"`

	row int // of compounds.csv
}

// Study is a study that links a compound to the disease: its DOI and what it found, in a few words.
type Study struct {
	DOI   string `json:"doi"`
	Basis string `json:"basis"`

	basisLine int
}

// estimate is a row of epest_2012_county.csv: a county's two estimates of one compound's use; a
// missing estimate is nil.
type estimate struct {
	fips      string
	compound  int // index of Product.compounds
	low, high *float64
	line      int
}

// Product is the folder read and checked, then measured.
type Product struct {
	// Source is the row of exposures/sources.csv with SourceID, which datagen gives once it has checked it.
	Source    pipe.Source
	dir       string
	compounds []Compound // every compound of compounds.csv, in its order; linked ones have studies
	estimates []estimate
	texts     []pipe.Text // the data's texts that the Spanish file says in Spanish
	// Measured by Measure: the linked sum first, then each linked compound in compounds.csv order.
	measures []measure
}

// Read reads the folder and checks what needs nothing else: numbers, names, each compound's rows and
// studies. The county codes are checked against the national list by CheckCounties.
//
// The product is nil when a file cannot be read or lacks a column.
func Read(open Open, dataDir string) (*Product, []pipe.Problem) {
	dir := filepath.Join(dataDir, Dir)
	p := &Product{dir: dir}
	compounds, problems := pipe.ReadTable(open, filepath.Join(dir, CompoundsFile), "compound", "name", "class")
	studies, studyProblems := pipe.ReadTable(open, filepath.Join(dir, StudiesFile), "compound", "doi", "basis")
	estimates, estimateProblems := pipe.ReadTable(open, filepath.Join(dir, EstimatesFile), "fips", "compound", "year", "epest_low_kg", "epest_high_kg")
	problems = append(append(problems, studyProblems...), estimateProblems...)
	if compounds == nil || studies == nil || estimates == nil {
		return nil, problems
	}
	byUSGS := map[string]int{}
	problems = append(problems, p.readCompounds(compounds, byUSGS)...)
	problems = append(problems, p.readStudies(studies, byUSGS)...)
	counts := make([]int, len(p.compounds))
	problems = append(problems, p.readEstimates(estimates, byUSGS, counts)...)
	for i, c := range p.compounds {
		if len(c.Studies) > 0 && counts[i] == 0 {
			problems = append(problems, compounds.Problem(c.row, "compound",
				"%s has a study in %s but no row in %s; a linked compound needs its estimates", c.USGS, StudiesFile, EstimatesFile))
		}
	}
	for _, c := range p.Linked() {
		p.texts = append(p.texts, pipe.Text{File: compounds.File, Line: compounds.Line(c.row, "name"), Column: "name", English: c.Name},
			pipe.Text{File: compounds.File, Line: compounds.Line(c.row, "class"), Column: "class", English: c.Class})
		for _, s := range c.Studies {
			p.texts = append(p.texts, pipe.Text{File: studies.File, Line: s.basisLine, Column: "basis", English: s.Basis})
		}
	}
	return p, problems
}

// Texts are the linked compounds' names, classes and studies' findings, which the Spanish files say
// in Spanish; the other compounds are written nowhere.
func (p *Product) Texts() []pipe.Text { return p.texts }

func (p *Product) readCompounds(t *pipe.Table, byUSGS map[string]int) []pipe.Problem {
	var problems []pipe.Problem
	ids := map[string]string{}
	for i := range t.Len() {
		c := Compound{USGS: t.Get(i, "compound"), Name: t.Get(i, "name"), Class: t.Get(i, "class"), row: i}
		c.ID = idOf(c.Name)
		switch {
		case c.USGS == "":
			problems = append(problems, t.Problem(i, "compound", "is empty; give USGS's name of the compound"))
			continue
		case c.Name == "" || c.ID == "":
			problems = append(problems, t.Problem(i, "name", "%q is not a name; give the compound's ordinary name", c.Name))
			continue
		case c.Class == "":
			problems = append(problems, t.Problem(i, "class", "is empty; give the compound's use class (herbicide, insecticide ...)"))
			continue
		}
		if _, ok := byUSGS[c.USGS]; ok {
			problems = append(problems, t.Problem(i, "compound", "%q is already on line %d", c.USGS, t.Line(p.compounds[byUSGS[c.USGS]].row, "compound")))
			continue
		}
		if other, ok := ids[c.ID]; ok {
			problems = append(problems, t.Problem(i, "name", "%q reads as the same name as %s's", c.Name, other))
			continue
		}
		ids[c.ID] = c.USGS
		byUSGS[c.USGS] = len(p.compounds)
		p.compounds = append(p.compounds, c)
	}
	return problems
}

var doiPattern = regexp.MustCompile(`^10\.[0-9]{4,9}/\S+$`)

func (p *Product) readStudies(t *pipe.Table, byUSGS map[string]int) []pipe.Problem {
	var problems []pipe.Problem
	seen := map[[2]string]bool{}
	for i := range t.Len() {
		name, doi, basis := t.Get(i, "compound"), t.Get(i, "doi"), t.Get(i, "basis")
		k, known := byUSGS[name]
		switch {
		case !known:
			problems = append(problems, t.Problem(i, "compound", "%q is not a compound of %s", name, CompoundsFile))
		case !doiPattern.MatchString(doi):
			problems = append(problems, t.Problem(i, "doi", "%q is not a DOI; write it without https://doi.org/ (10.1289/ehp.1002839)", doi))
		case strings.TrimSpace(basis) == "":
			problems = append(problems, t.Problem(i, "basis", "is empty; say in a few words what the study found of the compound"))
		case seen[[2]string{name, doi}]:
			problems = append(problems, t.Problem(i, "doi", "%q is already given for %s", doi, name))
		default:
			seen[[2]string{name, doi}] = true
			p.compounds[k].Studies = append(p.compounds[k].Studies, Study{DOI: doi, Basis: basis, basisLine: t.Line(i, "basis")})
		}
	}
	return problems
}

func (p *Product) readEstimates(t *pipe.Table, byUSGS map[string]int, counts []int) []pipe.Problem {
	var problems []pipe.Problem
	seen := map[string]map[int]int{} // county, compound: line
	for i := range t.Len() {
		n := len(problems)
		e := estimate{fips: t.Get(i, "fips"), line: t.Line(i, "fips")}
		k, known := byUSGS[t.Get(i, "compound")]
		if !geography.County.IsID(e.fips) {
			problems = append(problems, t.Problem(i, "fips", "%q must be %d digits", e.fips, geography.County.IDLength))
		}
		if !known {
			problems = append(problems, t.Problem(i, "compound", "%q is not a compound of %s", t.Get(i, "compound"), CompoundsFile))
		}
		if year := t.Get(i, "year"); year != strconv.Itoa(Year) {
			problems = append(problems, t.Problem(i, "year", "%q must be %d, the year of every estimate", year, Year))
		}
		var estimateErr bool
		for _, column := range []string{"epest_low_kg", "epest_high_kg"} {
			v, problem := kilograms(t.Get(i, column))
			if problem != "" {
				problems = append(problems, t.Problem(i, column, "%s", problem))
				estimateErr = true
			}
			if column == "epest_low_kg" {
				e.low = v
			} else {
				e.high = v
			}
		}
		if !estimateErr && e.low == nil && e.high == nil {
			problems = append(problems, t.Problem(i, "epest_low_kg", "and epest_high_kg are empty; a row needs an estimate"))
		}
		if len(problems) > n {
			continue
		}
		if line, ok := seen[e.fips][k]; ok {
			problems = append(problems, t.Problem(i, "compound", "%s of %s is already on line %d", t.Get(i, "compound"), e.fips, line))
			continue
		}
		if seen[e.fips] == nil {
			seen[e.fips] = map[int]int{}
		}
		seen[e.fips][k] = e.line
		e.compound = k
		counts[k]++
		p.estimates = append(p.estimates, e)
	}
	return problems
}

// kilograms reads an estimate: empty is none; otherwise a plain decimal of 0 or more.
func kilograms(text string) (*float64, string) {
	if text == "" {
		return nil, ""
	}
	v, err := strconv.ParseFloat(text, 64)
	switch {
	case err != nil || strings.ContainsAny(text, "eEnNiIxX_+"):
		return nil, fmt.Sprintf("%q is not a number; write kilograms as a plain decimal (4025.6), or leave it empty", text)
	case v < 0:
		return nil, fmt.Sprintf("%q is negative; an estimate of use is 0 or more", text)
	}
	return &v, ""
}

// CheckCounties reports each row whose county is not in the national county list.
func (p *Product) CheckCounties(known func(fips string) bool) []pipe.Problem {
	var problems []pipe.Problem
	unknown := map[string]bool{}
	for _, e := range p.estimates {
		if !known(e.fips) {
			problems = append(problems, pipe.Problem{File: filepath.Join(p.dir, EstimatesFile), Line: e.line, Column: "fips",
				Message: fmt.Sprintf("%q is not a county of the national county list", e.fips)})
			unknown[e.fips] = true
		}
	}
	p.estimates = slices.DeleteFunc(p.estimates, func(e estimate) bool { return unknown[e.fips] })
	return problems
}

// idOf is the id of a compound's name: lower case, each run of other characters than letters and
// digits one "-" ("copper sulfate" is copper-sulfate, "2,4-D" is 2-4-d).
func idOf(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if ('a' <= r && r <= 'z') || ('0' <= r && r <= '9') {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	return b.String()
}

// Linked is the compounds a study links to the disease, in compounds.csv's order.
func (p *Product) Linked() []Compound {
	var linked []Compound
	for _, c := range p.compounds {
		if len(c.Studies) > 0 {
			linked = append(linked, c)
		}
	}
	return linked
}
