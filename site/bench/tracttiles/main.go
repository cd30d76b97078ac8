// Command tracttiles writes California's census tracts as vector tiles in one PMTiles archive: the
// delivery (a) of issue 37, which site/bench/tracts.mjs measures against (b), the RMS1 file per
// county that riskmap generate writes. The tracts are the generator's own, simplified as the map
// draws them; orb's maptile and encoding/mvt cut and encode the tiles, go-pmtiles' directory
// functions write the archive. It is a module of its own, so the site's module does not depend on
// go-pmtiles for a benchmark.
//
//	go run . -data ../../../data -out tracts.pmtiles
package main

import (
	"cmp"
	"flag"
	"fmt"
	"os"
	"slices"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/encoding/mvt"
	"github.com/paulmach/orb/geojson"
	"github.com/paulmach/orb/maptile"
	"github.com/protomaps/go-pmtiles/pmtiles"

	"github.com/pd-riskmap/riskmap/datagen"
)

// The tracts are shown from zoom 8; past maxZoom the page draws the zoom-12 tiles larger.
const (
	minZoom = 8
	maxZoom = 12
)

func main() {
	dataDir := flag.String("data", "data", "the data folder")
	out := flag.String("out", "tracts.pmtiles", "the archive to write")
	flag.Parse()
	if err := run(*dataDir, *out); err != nil {
		fmt.Fprintln(os.Stderr, "tracttiles:", err)
		os.Exit(1)
	}
}

func run(dataDir, out string) error {
	ds, err := datagen.Read(datagen.OSFS{}, dataDir)
	if ds == nil {
		return err
	}
	m, err := datagen.Validate(ds)
	if err != nil {
		return err
	}
	if err := datagen.SimplifyTracts(m.TractShapes); err != nil {
		return err
	}
	areas := m.TractShapes.AreaPolygons()

	type tileFeature struct {
		tile    maptile.Tile
		feature int
	}
	var placed []tileFeature
	for z := maptile.Zoom(minZoom); z <= maxZoom; z++ {
		for i, area := range areas {
			for _, tile := range tilesOf(area.Polygons.Bound(), z) {
				placed = append(placed, tileFeature{tile, i})
			}
		}
	}
	byTile := map[maptile.Tile][]int{}
	for _, p := range placed {
		byTile[p.tile] = append(byTile[p.tile], p.feature)
	}
	tiles := make([]maptile.Tile, 0, len(byTile))
	for tile := range byTile {
		tiles = append(tiles, tile)
	}
	id := func(t maptile.Tile) uint64 { return pmtiles.ZxyToID(uint8(t.Z), t.X, t.Y) }
	slices.SortFunc(tiles, func(a, b maptile.Tile) int { return cmp.Compare(id(a), id(b)) })

	var data []byte
	var entries []pmtiles.EntryV3
	for _, tile := range tiles {
		fc := geojson.NewFeatureCollection()
		for _, i := range byTile[tile] {
			f := geojson.NewFeature(areas[i].Polygons.Clone())
			f.Properties["id"] = areas[i].ID
			fc.Append(f)
		}
		layer := mvt.NewLayer("tracts", fc)
		layer.ProjectToTile(tile)
		layer.Clip(mvt.MapboxGLDefaultExtentBound)
		layer.RemoveEmpty(1, 1)
		if len(layer.Features) == 0 {
			continue
		}
		encoded, err := mvt.MarshalGzipped(mvt.Layers{layer})
		if err != nil {
			return fmt.Errorf("tile %v: %w", tile, err)
		}
		entries = append(entries, pmtiles.EntryV3{TileID: id(tile), Offset: uint64(len(data)), Length: uint32(len(encoded)), RunLength: 1})
		data = append(data, encoded...)
	}

	metadata, err := pmtiles.SerializeMetadata(map[string]any{
		"vector_layers": []map[string]any{{"id": "tracts", "fields": map[string]string{"id": "String"}, "minzoom": minZoom, "maxzoom": maxZoom}},
	}, pmtiles.Gzip)
	if err != nil {
		return err
	}
	root, leaves, _ := pmtiles.BuildDirectories(entries, 16384-pmtiles.HeaderV3LenBytes, pmtiles.Gzip)
	bound := orb.Bound{}
	for i, a := range areas {
		if i == 0 {
			bound = a.Polygons.Bound()
		}
		bound = bound.Union(a.Polygons.Bound())
	}
	h := pmtiles.HeaderV3{
		SpecVersion: 3, Clustered: true, InternalCompression: pmtiles.Gzip, TileCompression: pmtiles.Gzip, TileType: pmtiles.Mvt,
		MinZoom: minZoom, MaxZoom: maxZoom, CenterZoom: minZoom,
		MinLonE7: e7(bound.Min.Lon()), MinLatE7: e7(bound.Min.Lat()), MaxLonE7: e7(bound.Max.Lon()), MaxLatE7: e7(bound.Max.Lat()),
		CenterLonE7: e7(bound.Center().Lon()), CenterLatE7: e7(bound.Center().Lat()),
		AddressedTilesCount: uint64(len(entries)), TileEntriesCount: uint64(len(entries)), TileContentsCount: uint64(len(entries)),
	}
	h.RootOffset = pmtiles.HeaderV3LenBytes
	h.RootLength = uint64(len(root))
	h.MetadataOffset = h.RootOffset + h.RootLength
	h.MetadataLength = uint64(len(metadata))
	h.LeafDirectoryOffset = h.MetadataOffset + h.MetadataLength
	h.LeafDirectoryLength = uint64(len(leaves))
	h.TileDataOffset = h.LeafDirectoryOffset + h.LeafDirectoryLength
	h.TileDataLength = uint64(len(data))
	archive := slices.Concat(pmtiles.SerializeHeader(h), root, metadata, leaves, data)
	if err := os.WriteFile(out, archive, 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %d tiles (zoom %d-%d), %d bytes, to %s\n", len(entries), minZoom, maxZoom, len(archive), out)
	return nil
}

// tilesOf lists the tiles of zoom z a box meets.
func tilesOf(b orb.Bound, z maptile.Zoom) []maptile.Tile {
	min, max := maptile.At(orb.Point{b.Min.Lon(), b.Max.Lat()}, z), maptile.At(orb.Point{b.Max.Lon(), b.Min.Lat()}, z)
	var tiles []maptile.Tile
	for x := min.X; x <= max.X; x++ {
		for y := min.Y; y <= max.Y; y++ {
			tiles = append(tiles, maptile.New(x, y, z))
		}
	}
	return tiles
}

func e7(degrees float64) int32 { return int32(degrees * 1e7) }
