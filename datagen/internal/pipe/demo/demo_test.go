package demo

import (
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// TestExport writes two counties, one with measured figures and one without: the CSV gives each its
// seven columns then its measured cells, and the JSON record keeps the measured columns in their
// order, as the CSV's text.
func TestExport(t *testing.T) {
	in := Input{
		Counties: []County{
			{ID: "06019", Name: "Fresno", State: "California", StateCode: "CA", Latitude: "36.76", Longitude: "-119.65", FIPSCode: "06019"},
			{ID: "06003", Name: "Alpine", State: "California", StateCode: "CA", Latitude: "38.59", Longitude: "-119.82", FIPSCode: "06003"},
		},
		Measured: []pipe.Field{{Name: "zeta"}, {Name: "alpha"}},
		MeasuredCells: func(row []pipe.Cell, fips string) []pipe.Cell {
			if fips == "06019" {
				return append(row, pipe.NumberCell(0.5), pipe.TextCell("no data"))
			}
			return append(row, pipe.Cell{}, pipe.Cell{})
		},
	}
	data, err := in.csv()
	if err != nil {
		t.Fatal(err)
	}
	want := "id,name,state,stateCode,fipsCode,latitude,longitude,zeta,alpha\n" +
		"06019,Fresno,California,CA,06019,36.76,-119.65,0.5,no data\n" +
		"06003,Alpine,California,CA,06003,38.59,-119.82,,\n"
	if string(data) != want {
		t.Errorf("csv =\n%s\nwant\n%s", data, want)
	}
	records, err := pipe.JSON(in.records())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"fipsCode":"06019","measured":{"zeta":"0.5","alpha":"no data"}}`, `"measured":{"zeta":"","alpha":""}}`} {
		if !strings.Contains(string(records), want) {
			t.Errorf("json %s lacks %s", records, want)
		}
	}
}
