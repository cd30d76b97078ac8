package places

import "testing"

func TestPieceKey(t *testing.T) {
	for word, want := range map[string]string{"springfield": "sp", "st": "st", "a": "a", "7": "7"} {
		if got := pieceKey(word); got != want {
			t.Errorf("pieceKey(%q) = %q, want %q", word, got, want)
		}
	}
	for key, want := range map[string]bool{"sp": true, "7": true, "": false, "ñ": false, "s-": false} {
		if got := isPieceKey(key); got != want {
			t.Errorf("isPieceKey(%q) = %v, want %v", key, got, want)
		}
	}
}
