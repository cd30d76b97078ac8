import type { Manifest } from '../manifest';

/**
 * A kind of area the map draws, as the manifest describes it (datagen/geography.go): how many digits
 * its ids have, how many of them name the larger area it lies in (a county's state, a tract's
 * county), whose borders are drawn heavier, and where its shapes are: one file, or one per parent
 * when the path ends in "/".
 */
export interface Geography {
  id: string;
  /** What one area is called, in messages. */
  name: string;
  idLength: number;
  parentIdLength: number;
  shapesPath: string;
}

/** The manifest's geography with this id; the build fails when the generator wrote none. */
export function geographyOf(manifest: Manifest, id: string): Geography {
  const geography = manifest.geographies.find((g) => g.id === id);
  const shapes = geography?.files.shapes;
  if (!geography || !shapes) throw new Error(`the manifest has no geography "${id}" with a shapes file`);
  const { name, idLength, parentIdLength } = geography;
  return { id, name, idLength, parentIdLength, shapesPath: manifest.files[shapes].path };
}
