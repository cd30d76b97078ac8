package pipe

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestGoWait: the files made aside join the others in the order they were asked for, whichever is
// quicker, and the first failure stops Wait naming its file.
func TestGoWait(t *testing.T) {
	tests := []struct {
		name      string
		fail      string // the path whose build fails
		wantPaths []string
		wantErr   string
	}{
		{"both made", "", []string{"first", "a", "b"}, ""},
		{"the second fails", "b", []string{"first", "a"}, "encode b: broken"},
		{"the first fails", "a", []string{"first"}, "encode a: broken"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := &Context{}
			ctx.Add(File{Path: "first"})
			slow := make(chan struct{})
			for _, path := range []string{"a", "b"} {
				ctx.Go(path, func() ([]byte, error) {
					if path == "a" {
						<-slow
					}
					if path == tt.fail {
						return nil, errors.New("broken")
					}
					return []byte(path), nil
				})
			}
			close(slow)
			err := ctx.Wait()
			if got := errorText(err); got != tt.wantErr {
				t.Errorf("Wait() = %q, want %q", got, tt.wantErr)
			}
			var paths []string
			for _, f := range ctx.Files() {
				paths = append(paths, f.Path)
			}
			if !slices.Equal(paths, tt.wantPaths) {
				t.Errorf("files %v, want %v", paths, tt.wantPaths)
			}
			if tt.wantErr == "" && string(ctx.File("b")) != "b" {
				t.Errorf("File(b) = %q, want b", ctx.File("b"))
			}
		})
	}
}

func errorText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestProblemString(t *testing.T) {
	tests := []struct {
		p    Problem
		want string
	}{
		{Problem{"data/counties.csv", 12, "latitude", `"abc" is not a number`}, `data/counties.csv:12: latitude: "abc" is not a number`},
		{Problem{"data/counties.csv", 0, "", "has no rows"}, "data/counties.csv: has no rows"},
	}
	for _, tt := range tests {
		if got := tt.p.String(); got != tt.want {
			t.Errorf("%#v = %q, want %q", tt.p, got, tt.want)
		}
	}
	if err := (Problems{tests[0].p, tests[1].p}).Err(); err == nil || strings.Count(err.Error(), "\n") != 1 {
		t.Errorf("Err() = %v, want both problems on two lines", err)
	}
	if err := (Problems{}).Err(); err != nil {
		t.Errorf("Err() of none = %v, want nil", err)
	}
}
