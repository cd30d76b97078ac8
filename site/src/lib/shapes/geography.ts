import type { GeographyTexts, Manifest } from '../data/manifest';
import type { Lang } from '../i18n/languages';

/**
 * A kind of area the map draws, as the manifest describes it (datagen/internal/geography): how many digits
 * its ids have, how many of them name the larger area it lies in (a county's state, a tract's
 * county), whose borders are drawn heavier, and where its shapes are: one file, or one per parent
 * when the path ends in "/"; from which zoom the map draws them, the link's parameter that names one,
 * and its words in the page's language (data/geographies.csv declares them).
 */
export interface Geography extends GeographyTexts {
  id: string;
  idLength: number;
  /** The regular expression every id matches (the manifest's: idLength digits). */
  idPattern: string;
  parentIdLength: number;
  shapesPath: string;
  /** For a geography with a file per parent, the parents that have one (the manifest's); null for one in a single file. */
  parents: readonly string[] | null;
  zoom: number;
  linkParameter: string;
}

/** The manifest's geography with this id, its words in lang; the build fails when the generator wrote none. */
export function geographyOf(manifest: Manifest, id: string, lang: Lang): Geography {
  const geography = manifest.geographies.find((g) => g.id === id);
  const shapes = geography?.files.shapes;
  if (!geography || !shapes) throw new Error(`the manifest has no geography "${id}" with a shapes file`);
  const { idLength, idPattern, parentIdLength, splitByParent, parents = [], zoom, linkParameter } = geography;
  const { name, idName, percentile, score, percentileScope } = lang === 'es' ? geography.spanish : geography;
  return {
    id,
    name,
    idName,
    percentile,
    score,
    percentileScope,
    idLength,
    idPattern,
    parentIdLength,
    shapesPath: manifest.files[shapes].path,
    parents: splitByParent ? parents : null,
    zoom,
    linkParameter,
  };
}

/** Whether the build wrote areas of the geography: one with a file per parent may have none (a build of states without tracts). */
export const hasAreas = (geography: Geography): boolean => geography.parents === null || geography.parents.length > 0;

/** The id is one of the geography's: a county's 5-digit FIPS code, a tract's 11-digit GEOID. */
export const isAreaId = (geography: Geography, id: string): boolean => new RegExp(geography.idPattern).test(id);

/** The larger area an area lies in (a county's state, a tract's county): the leading digits of its id. */
export const parentId = (geography: Geography, id: string): string => id.slice(0, geography.parentIdLength);
