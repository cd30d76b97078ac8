package sites

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// SourceID is the row of exposures/sources.csv the sites come from: the download's columns and the
// file cite it.
const SourceID = "epa-superfund"

// The product's sentences, said wherever its figures are.
const (
	// NotExposure says what a concentration is, and what it is not.
	NotExposure = "The highest concentration found during EPA's investigation of the site, not a measure of anyone's drinking water or exposure."
	// AboveSolubilityNote goes with a groundwater maximum above the solvent's solubility.
	AboveSolubilityNote = "Above the solvent's solubility in water: the source's value, shown as written; it may reflect undissolved solvent in a well or a unit error."
)

// Column is a column of the download, which Description describes for the codebook and the data
// package.
type Column struct {
	Name, Heading, Meaning, Unit, Type string
	Enum                               []string
	NonNegative                        bool
}

const (
	meaningEPAID     = "EPA's Superfund site identifier (12 characters)"
	meaningSiteName  = "the site's name as EPA's concentration table writes it"
	meaningState     = "2-letter state postal code"
	meaningFIPS      = "5-digit county FIPS code"
	meaningLatitude  = "the site's point, degrees north"
	meaningLongitude = "the same point, degrees east (negative in the Americas)"
	meaningNPL       = "National Priorities List status code as the source writes it: F on the final list, D deleted from it, N not on it, P proposed, R removed from the proposed list, A part of another site"
	meaningFederal   = "Y: a federal facility; N: not one"
	meaningChemical  = "trichloroethylene (TCE) or tetrachloroethylene (PCE)"
	meaningMedium    = "the medium as the source names it; empty where the source lists the solvent at the site without a concentration"
	meaningMax       = "the highest concentration EPA's decision documents report for the solvent in this medium and these units, as written (units not converted). It was found during EPA's investigation of the site, and is not a measure of anyone's drinking water or exposure"
	meaningUnits     = "the concentration's units as the source writes them; empty where it gives none"
	meaningDocument  = "the decision-document type holding that maximum (ROD: Record of Decision; ROD Amnd: its amendment; ESDiff: Explanation of Significant Differences; RA: remedial action); several joined with ;"
	meaningAbove     = "yes: a groundwater maximum above the solvent's solubility in water (about 1,280,000 µg/l for TCE, 206,000 µg/l for PCE), kept as the source writes it"
)

// Columns are the download's columns, in order.
var Columns = []Column{
	{Name: "epa_id", Heading: "EPA ID", Meaning: meaningEPAID, Type: "string"},
	{Name: "site_name", Heading: "Site", Meaning: meaningSiteName, Type: "string"},
	{Name: "state", Heading: "State", Meaning: meaningState, Type: "string"},
	{Name: "fips", Heading: "County FIPS", Meaning: meaningFIPS, Type: "string"},
	{Name: "latitude", Heading: "Latitude", Meaning: meaningLatitude, Unit: "degrees (WGS84)", Type: "number"},
	{Name: "longitude", Heading: "Longitude", Meaning: meaningLongitude, Unit: "degrees (WGS84)", Type: "number"},
	{Name: "npl_status", Heading: "NPL status", Meaning: meaningNPL, Type: "string", Enum: sortedKeys(NPL)},
	{Name: "federal_facility", Heading: "Federal facility", Meaning: meaningFederal, Type: "string", Enum: []string{"Y", "N"}},
	{Name: "chemical", Heading: "Chemical", Meaning: meaningChemical, Type: "string", Enum: []string{solvents[TCE].Name, solvents[PCE].Name}},
	{Name: "medium", Heading: "Medium", Meaning: meaningMedium, Type: "string"},
	{Name: "max_concentration", Heading: "Highest concentration", Meaning: meaningMax, Unit: "as in units", Type: "number", NonNegative: true},
	{Name: "units", Heading: "Units", Meaning: meaningUnits, Type: "string"},
	{Name: "document", Heading: "Document type", Meaning: meaningDocument, Type: "string"},
	{Name: "above_solubility", Heading: "Above solubility", Meaning: meaningAbove, Type: "string", Enum: []string{"yes", "no"}},
}

// Description describes the download for the codebook and the data package, column by column,
// each column citing source.
func Description(source pipe.Source) pipe.Download {
	d := pipe.Download{Name: DownloadName, Path: ExportPath,
		Title: "Superfund sites where EPA's decision documents list TCE or PCE, with the highest concentration of each in each medium"}
	zero := 0
	for _, c := range Columns {
		f := pipe.Field{Name: c.Name, Heading: c.Heading, Meaning: pipe.Say(c.Meaning), Unit: c.Unit, Source: source.Citation(), Type: c.Type, Enum: c.Enum}
		if c.NonNegative {
			f.Minimum = &zero
		}
		d.Fields = append(d.Fields, f)
	}
	return d
}

// Texts are the product's words that the Spanish page and the codebook say in Spanish
// (data/translations_es.csv must hold each).
func Texts() []string {
	texts := []string{NotExposure, AboveSolubilityNote}
	for _, c := range Columns {
		texts = append(texts, c.Meaning)
	}
	texts = append(texts, Media...)
	return append(texts, nplTexts()...)
}

func nplTexts() []string {
	var texts []string
	for _, code := range sortedKeys(NPL) {
		texts = append(texts, NPL[code])
	}
	return texts
}

// Download is the download CSV: a line per site, solvent, medium and units, in EPA ID order, and a
// line with the solvent alone for a solvent the site lists without a concentration.
func (p *Product) Download() ([]byte, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	header := make([]string, len(Columns))
	for i, c := range Columns {
		header[i] = c.Name
	}
	if err := w.Write(header); err != nil {
		return nil, err
	}
	for _, s := range p.sites() {
		site := []string{s.EPAID, s.Name, s.State, s.FIPS, s.Latitude, s.Longitude, s.NPL, yesNo(s.Federal, "Y", "N")}
		for solvent, listed := range s.Listed {
			found := false
			for _, r := range s.Readings {
				if int(r.Solvent) != solvent {
					continue
				}
				found = true
				if err := w.Write(append(slices.Clip(site), solvents[solvent].Name, r.Medium, r.Max, r.Units, r.Document,
					yesNo(r.AboveSolubility, "yes", "no"))); err != nil {
					return nil, err
				}
			}
			if listed && !found {
				if err := w.Write(append(slices.Clip(site), solvents[solvent].Name, "", "", "", "", "")); err != nil {
					return nil, err
				}
			}
		}
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

func yesNo(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

// File is /api/sites: every site, compact, with the words the page says of them in both languages.
type File struct {
	Solvents []string   `json:"solvents"` // the short names, indexed by a reading's solvent
	Media    []string   `json:"media"`    // indexed by a reading's medium
	NPL      Words      `json:"npl"`      // what each status code means
	Note     string     `json:"note"`     // NotExposure
	Flagged  string     `json:"flagged"`  // AboveSolubilityNote
	Source   string     `json:"source"`
	Spanish  Spanish    `json:"es"`
	Sites    []siteJSON `json:"sites"` // in EPA ID order
}

// Words is a code's meaning by code.
type Words map[string]string

// Spanish is the file's words in Spanish.
type Spanish struct {
	Media   []string `json:"media"`
	NPL     Words    `json:"npl"`
	Note    string   `json:"note"`
	Flagged string   `json:"flagged"`
}

// siteJSON is a site as [EPA ID, name, county FIPS, latitude, longitude, NPL code, federal (0/1),
// solvents listed (1 TCE, 2 PCE, 3 both), readings]; a reading is [solvent, medium, highest
// concentration as written, units, document type] with a sixth element 1 when it is above the
// solvent's solubility.
type siteJSON []any

// Encode writes /api/sites, citing source; spanish says a text of Texts in Spanish.
func (p *Product) Encode(source pipe.Source, spanish func(string) string) ([]byte, error) {
	f := File{Media: Media, NPL: Words(NPL), Note: NotExposure, Flagged: AboveSolubilityNote, Source: source.Citation(),
		Spanish: Spanish{NPL: Words{}, Note: spanish(NotExposure), Flagged: spanish(AboveSolubilityNote)}, Sites: []siteJSON{}}
	for _, s := range solvents {
		f.Solvents = append(f.Solvents, s.Short)
	}
	for _, m := range Media {
		f.Spanish.Media = append(f.Spanish.Media, spanish(m))
	}
	for code, text := range NPL {
		f.Spanish.NPL[code] = spanish(text)
	}
	for _, s := range p.sites() {
		readings := make([][]any, 0, len(s.Readings))
		for _, r := range s.Readings {
			reading := []any{int(r.Solvent), slices.Index(Media, r.Medium), r.Max, r.Units, r.Document}
			if r.AboveSolubility {
				reading = append(reading, 1)
			}
			readings = append(readings, reading)
		}
		listed := 0
		for i, l := range s.Listed {
			if l {
				listed |= 1 << i
			}
		}
		f.Sites = append(f.Sites, siteJSON{s.EPAID, s.Name, s.FIPS, json.Number(s.Latitude), json.Number(s.Longitude), s.NPL,
			yesNoInt(s.Federal), listed, readings})
	}
	return pipe.JSON(f)
}

func yesNoInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Keep returns the sites in the given counties only, for a build of some states.
func (p *Product) Keep(counties map[string]bool) *Product {
	kept := &Product{}
	for _, s := range p.Sites {
		if counties[s.FIPS] {
			kept.Sites = append(kept.Sites, s)
		}
	}
	return kept
}
