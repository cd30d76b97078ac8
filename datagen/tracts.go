package datagen

import (
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/counties"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/places"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
)

// California's census tracts are a product package (datagen/internal/pipe/tracts) that reads and
// checks its files; this hands it what it checks them against and what its files share with the
// counties'.

// checkTractData checks the tract files against the national county file and the factors, and
// joins the tracts with their outlines.
func checkTractData(ds *DataSet, m *Model, factorIDs map[string]bool) ErrorList {
	byName := map[string]string{} // a county of the tracts' state by its name
	for _, c := range m.National {
		if c.StateCode == tracts.State {
			byName[c.Name] = c.FIPS
		}
	}
	checked, errs := ds.Tracts.Check(tracts.Known{Counties: byName, CountiesFile: ds.National.File, Factors: factorIDs,
		FactorsFile: ds.Factors.File, CountyFields: tractCountyFields(), ScoreColumn: scoreColumn})
	m.Tracts, m.TractLayers, m.TractShapes = checked.Tracts, checked.Layers, checked.Outlines
	m.TractsAt = locatorsByParent(m.TractShapes, geography.Tract)
	return errs
}

// tractCountyFields are the tract download's columns of a tract's county.
func tractCountyFields() []pipe.Field {
	return []pipe.Field{
		{Name: "fips", Heading: "County FIPS", Meaning: pipe.Say(counties.MeaningFIPS), Type: pipe.SchemaString, Pattern: counties.FIPSPattern},
		{Name: "county", Heading: "County", Meaning: pipe.Say(counties.MeaningName), Type: pipe.SchemaString},
	}
}

// tractsProduct is the checked tracts of m as their pipe writes them, named from the search's
// readings: their score over the counties' combined score's layers, headed by the tract
// geography's word for it (data/geographies.csv).
func tractsProduct(m *Model, readings []places.Reading) tracts.Product {
	p := tracts.Product{Source: sourceOf(m.MeasuredSources, tracts.SourceID), Tracts: tracts.ByID(m.Tracts), Layers: m.TractLayers, Names: tracts.NameAll(m.Tracts, readings),
		FactorNames: map[string]string{}, CountyFields: tractCountyFields(), ScoreColumn: scoreColumn}
	weights := scoreWeights(m.Layers, m.Factors)
	for j, on := range scoreLayers(m.Layers, m.Factors) {
		if on {
			p.Score = append(p.Score, tracts.ScoreLayer{Factor: m.Layers[j].Factor, Weight: weights[j]})
		}
	}
	for _, f := range m.Factors {
		p.FactorNames[f.ID] = f.Name
	}
	if i := slices.IndexFunc(m.Geographies, func(g geography.Geography) bool { return g.ID == geography.Tract.ID }); i >= 0 {
		p.ScoreHeading = m.Geographies[i].Score
	}
	return p
}
