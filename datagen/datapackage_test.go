package datagen

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/codebook"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/counties"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/datapackage"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/measured"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
)

// castValue reads one CSV value as Table Schema v1 says a field of its type and constraints is
// read, the way a Frictionless tool validates the downloads; it returns why the value does not cast.
func castValue(f datapackage.SchemaField, missing []string, value string) error {
	c := f.Constraints
	if c == nil {
		c = &datapackage.Constraints{}
	}
	if slices.Contains(missing, value) {
		if c.Required {
			return fmt.Errorf("a value is required")
		}
		return nil
	}
	var number float64
	switch f.Type {
	case pipe.SchemaString:
	case pipe.SchemaYear:
		if !pipe.IsDigits(value, 4) {
			return fmt.Errorf("%q is not a year", value)
		}
	case pipe.SchemaInteger:
		n, err := strconv.Atoi(value)
		if err != nil {
			return fmt.Errorf("%q is not an integer", value)
		}
		number = float64(n)
	case pipe.SchemaNumber:
		n, err := strconv.ParseFloat(value, 64)
		if err != nil || strings.ContainsAny(value, "eEnN") {
			return fmt.Errorf("%q is not a number", value)
		}
		number = n
	default:
		return fmt.Errorf("type %q is not one the downloads use", f.Type)
	}
	if c.Pattern != "" && !regexp.MustCompile(c.Pattern).MatchString(value) {
		return fmt.Errorf("%q does not match %s", value, c.Pattern)
	}
	if c.Enum != nil && !slices.Contains(c.Enum, value) {
		return fmt.Errorf("%q is not one of %q", value, c.Enum)
	}
	if c.Minimum != nil && number < float64(*c.Minimum) {
		return fmt.Errorf("%q is less than %d", value, *c.Minimum)
	}
	if c.Maximum != nil && number > float64(*c.Maximum) {
		return fmt.Errorf("%q is more than %d", value, *c.Maximum)
	}
	return nil
}

func TestCastValue(t *testing.T) {
	fips := datapackage.SchemaField{Type: pipe.SchemaString, Constraints: &datapackage.Constraints{Required: true, Pattern: counties.FIPSPattern}}
	percentile := datapackage.SchemaField{Type: pipe.SchemaInteger, Constraints: &datapackage.Constraints{Minimum: &zero, Maximum: &topPercentile}}
	status := datapackage.SchemaField{Type: pipe.SchemaString, Constraints: &datapackage.Constraints{Enum: []string{"no data"}}}
	for _, tt := range []struct {
		field datapackage.SchemaField
		value string
		want  string
	}{
		{fips, "01001", ""},
		{fips, "1001", `"1001" does not match ^[0-9]{5}$`},
		{fips, "", "a value is required"},
		{percentile, "99", ""},
		{percentile, "", ""},
		{percentile, "100", `"100" is more than 99`},
		{percentile, "4.5", `"4.5" is not an integer`},
		{datapackage.SchemaField{Type: pipe.SchemaNumber}, "0.00471", ""},
		{datapackage.SchemaField{Type: pipe.SchemaNumber}, "4.71e-3", `"4.71e-3" is not a number`},
		{datapackage.SchemaField{Type: pipe.SchemaNumber, Constraints: &datapackage.Constraints{Minimum: &zero}}, "-1", `"-1" is less than 0`},
		{datapackage.SchemaField{Type: pipe.SchemaYear}, "2014-2018", `"2014-2018" is not a year`},
		{status, "no data", ""},
		{status, "none reported", `"none reported" is not one of ["no data"]`},
	} {
		err := castValue(tt.field, []string{""}, tt.value)
		if got := fmt.Sprint(err); (err == nil) != (tt.want == "") || (err != nil && got != tt.want) {
			t.Errorf("%s %q: error %v, want %q", tt.field.Type, tt.value, err, tt.want)
		}
	}
}

// TestDataPackageDescribesEveryCSV reads every CSV download through datapackage.json: the header
// names the fields in order, every value casts to its field's type within its constraints, and the
// primary key is unique.
func TestDataPackageDescribesEveryCSV(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	var pkg datapackage.Descriptor
	dec := json.NewDecoder(bytes.NewReader(readOutput(t, res.Dir, datapackage.Path)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&pkg); err != nil {
		t.Fatal(err)
	}
	served := map[string]string{demo.DownloadName: demo.ExportCSVPath, measured.DownloadName: measured.ExportPath, measured.PM25DownloadName: measured.ExportPM25Path,
		tracts.DownloadName: tracts.ExportPath, compounds.DownloadName: compounds.ExportPath, sites.DownloadName: sites.ExportPath,
		codebook.Name: codebook.Path}
	if len(pkg.Resources) != len(served) {
		t.Errorf("%d resources, want one per CSV download: %d", len(pkg.Resources), len(served))
	}
	for _, r := range pkg.Resources {
		t.Run(r.Name, func(t *testing.T) {
			data := readOutput(t, res.Dir, served[r.Path])
			if r.Bytes != len(data) || bytes.HasPrefix(data, []byte("\uFEFF")) || bytes.Contains(data, []byte("\r\n")) {
				t.Errorf("%s: %d bytes, a BOM or CRLF; the descriptor says %d bytes, UTF-8, LF", r.Path, len(data), r.Bytes)
			}
			records := csvRecords(t, data)
			var names []string
			for _, f := range r.Schema.Fields {
				names = append(names, f.Name)
			}
			if !slices.Equal(records[0], names) {
				t.Fatalf("%s: header %q, schema %q", r.Path, records[0], names)
			}
			keys := map[string]int{}
			for i, record := range records[1:] {
				line := i + 2
				var key []string
				for j, f := range r.Schema.Fields {
					if err := castValue(f, r.Schema.MissingValues, record[j]); err != nil {
						t.Errorf("%s:%d: %s: %v", r.Path, line, f.Name, err)
					}
					if slices.Contains(r.Schema.PrimaryKey, f.Name) {
						key = append(key, record[j])
					}
				}
				k := strings.Join(key, "\x00")
				if first, ok := keys[k]; ok && key != nil {
					t.Errorf("%s:%d: primary key %q is already on line %d", r.Path, line, key, first)
				}
				keys[k] = line
			}
		})
	}
}

// TestExportColumnsAreSnakeCase keeps the exposures export, the workbook and the descriptor, which
// share their columns, to one naming style.
func TestExportColumnsAreSnakeCase(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	for _, name := range csvRecords(t, readOutput(t, res.Dir, measured.ExportPath))[0] {
		if !pipe.IsColumnName(name) {
			t.Errorf("column %q is not snake_case", name)
		}
	}
	for id, want := range map[string]string{"pesticides": "pesticides", "airPollution": "air_pollution", "pm25": "pm25", "noX": "no_x"} {
		if got := snakeCase(id); got != want {
			t.Errorf("snakeCase(%q) = %q, want %q", id, got, want)
		}
	}
}
