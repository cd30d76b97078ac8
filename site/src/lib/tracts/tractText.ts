import { bandName, NO_DATA } from '../figures/countyBand';
import type { County } from '../data/counties';
import { TRACT } from '../shapes/geographies';
import { LOCALE } from '../i18n/lang';
import { defineMessages, text } from '../i18n/messages';
import type { RiskLayer } from '../data/layers';
import { countyOfTract, layerColumns, nearestSite, type Tract, type TractFigures } from './tractFigures';

const messages = defineMessages({
  title: { id: 'tract.title', defaultMessage: 'Census tract {tract}, {county} County, {state}' },
  untitled: { id: 'tract.untitled', defaultMessage: 'Census tract {tract}' },
  figure: { id: 'tract.figure', defaultMessage: '{value} {unit} ({years}), {percentileName} {percentile, number}' },
  aside: { id: 'tract.aside', defaultMessage: '{column}: {figure}' },
  population: { id: 'tract.population', defaultMessage: 'Population: {population, number} (ACS {years} estimate)' },
  zip: { id: 'tract.zip', defaultMessage: 'ZIP Code {zip}' },
  sitesIn: {
    id: 'tract.sitesIn',
    defaultMessage:
      '{count, plural, =0 {No Superfund site with TCE or PCE lies in {county} County.} one {One Superfund site with TCE or PCE lies in {county} County.} other {# Superfund sites with TCE or PCE lie in {county} County.}}',
  },
  nearestSite: { id: 'tract.nearestSite', defaultMessage: "Nearest to the tract's centre point: {name}, {km, number} km away." },
});

// OEHHA's values as it displays them, up to two decimals (13.55, 1,321.97), and three significant
// digits below 1 (0.097): the figure a reader finds in CalEnviroScreen itself.
let numberFormat: Intl.NumberFormat | undefined;
const formatTractValue = (value: number): string =>
  (numberFormat ??= new Intl.NumberFormat(LOCALE, {
    maximumFractionDigits: 2,
    maximumSignificantDigits: 3,
    roundingPriority: 'morePrecision',
  } as Intl.NumberFormatOptions)).format(value);

/** "Census tract 10, Fresno County, CA" (the county's name while the counties have not arrived: "Census tract 10"). */
export function tractTitle(tract: Pick<Tract, 'id' | 'name'>, counties: readonly County[]): string {
  const fips = countyOfTract(tract.id);
  const county = counties.find((c) => c.id === fips);
  return county ? text(messages.title, { tract: tract.name, county: county.name, state: county.stateCode }) : text(messages.untitled, { tract: tract.name });
}

/** One column's figure: "13.55 µg/m³ (2015-2017), California percentile 96"; "No data". */
export function tractFigureText(figures: TractFigures, tract: Tract, column: number): string {
  const value = tract.v[column];
  const percentile = tract.p[column];
  const { unit, years } = figures.columns[column]!;
  if (value === null || value === undefined || percentile === null || percentile === undefined) return bandName(NO_DATA);
  return text(messages.figure, { value: formatTractValue(value), unit, years, percentileName: TRACT.percentile, percentile: Math.round(percentile) });
}

/** A layer's lines on a tract: "PM2.5: 13.55 µg/m³ ...", then each column shown beside it ("Diesel PM: ..."). */
export function tractLayerLines(figures: TractFigures, tract: Tract, layer: RiskLayer): string[] {
  return layerColumns(figures.columns, layer.id).map((column) =>
    text(messages.aside, { column: figures.columns[column]!.main ? layer.name : figures.columns[column]!.column, figure: tractFigureText(figures, tract, column) }),
  );
}

/** "Population: 4,255 (ACS 2015-2019 estimate)"; null when OEHHA has none. */
export const tractPopulation = (figures: TractFigures, tract: Tract): string | null =>
  tract.pop === null ? null : text(messages.population, { population: tract.pop, years: figures.population.years });

export const tractZip = (tract: Tract): string => text(messages.zip, { zip: tract.zip });

/** "Nearest to the tract's centre point: …, 2.1 km away."; null where the tract's file names no site. */
export function tractNearestSiteText(tract: Tract, figures: Pick<TractFigures, 'siteNames'>): string | null {
  const nearest = nearestSite(tract, figures);
  return nearest && text(messages.nearestSite, nearest);
}

/**
 * The tract card's line on the Superfund sites with TCE or PCE: how many lie in its county (the report
 * names them) and the one nearest the tract's own point, or the sentence given for the nearest to the
 * visitor's point (lib/sites/visitorPoint.ts); null where its file gives no count.
 */
export function tractSitesText(
  tract: Tract,
  figures: Pick<TractFigures, 'countySites' | 'siteNames'>,
  county: Pick<County, 'name'>,
  fromVisitor: string | null = null,
): string | null {
  if (figures.countySites === null) return null;
  const within = text(messages.sitesIn, { count: figures.countySites, county: county.name });
  const nearest = fromVisitor ?? tractNearestSiteText(tract, figures);
  return nearest ? `${within} ${nearest}` : within;
}
