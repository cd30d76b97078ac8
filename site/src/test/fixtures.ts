import { parseCounties, withRandomScores, type DemoCounty, type MeasuredCounty } from '../lib/data/counties';
import { parseEnvironment, type Environment } from '../lib/data/environment';
import { parseExposures } from '../lib/data/exposuresAnswer';
import { useAppStore } from '../store/appStore';

/** An /api/environmental-data answer shaped like the generator's (datagen/API.md), shortened. */
export const ENVIRONMENT_ANSWER = {
  factors: [
    {
      id: 'pesticides', name: 'Pesticide Exposure', shortName: 'Pesticides', weight: 0.4, impact: 'High Impact', defaultEnabled: true, demo: true,
      measured: {
        measure: 'Estimated agricultural pesticide use, modelled from the 2017 crop mix', unit: 'kg/km² per year', years: '2017',
        estimate: true, absent: 'no-data', sources: ['usda-cdl'], caveats: ['A modelled estimate from crop mix, not reported use.'],
      },
    },
    {
      id: 'airPollution', name: 'Air Pollution (PM2.5)', shortName: 'Air Quality', weight: 0.3, impact: 'Moderate', defaultEnabled: true, demo: true,
      measured: {
        measure: 'Mean PM2.5', unit: 'µg/m³', years: '2014-2018', estimate: false, absent: 'no-data', sources: ['cdc-pm25'], caveats: [],
        references: [
          { level: '9.0', label: 'EPA annual standard', since: 2024, publisher: 'US EPA', title: 'PM NAAQS', url: 'https://example.org/epa', note: 'Since 2024; 12.0 from 2012.' },
          { level: '5', label: 'WHO guideline', since: 2021, publisher: 'WHO', title: 'Air quality guidelines', url: 'https://example.org/who', note: 'Since 2021; 10 from 2005.' },
        ],
      },
    },
    {
      id: 'traffic', name: 'Traffic Density', shortName: 'Traffic', weight: 0.2, impact: 'Low-Mod', defaultEnabled: false, demo: true,
      measured: { measure: 'Daily vehicle miles per km²', unit: 'vehicle-miles per day per km²', years: '2020', estimate: false, absent: 'no-data', sources: [], caveats: [] },
    },
    {
      id: 'industrial', name: 'Industrial Chemicals', shortName: 'Industrial', weight: 0.3, impact: 'Variable', defaultEnabled: false, demo: true,
      measured: {
        measure: 'Toxic releases on site per km² per year', unit: 'lb/km² per year', years: '1988-2018', estimate: false, absent: 'none-reported',
        sources: ['epa-tri'], caveats: ['Only facilities above reporting thresholds report.'],
      },
    },
  ],
  sources: [
    { name: 'EPA Air Quality Data', url: 'https://www.epa.gov/outdoor-air-quality-data', states: ['CA', 'FL'], factors: ['airPollution'] },
    { name: 'CA Dept of Pesticide Regulation', url: 'https://www.cdpr.ca.gov/', states: ['CA'], factors: ['pesticides'] },
  ],
  measuredSources: [
    { id: 'usda-cdl', publisher: 'USDA NASS', dataset: 'Cropland Data Layer', years: '2017', url: 'https://example.org/cdl', licence: 'Public domain', factors: ['pesticides'] },
    { id: 'epa-tri', publisher: 'US EPA', dataset: 'Toxics Release Inventory', years: '1988-2018', url: 'https://example.org/tri', licence: 'Public domain', factors: ['industrial'] },
  ],
  populationSources: [
    { id: 'census-v2023', publisher: 'US Census Bureau', dataset: 'Population Estimates Program, county totals, Vintage 2023', kind: 'estimate', figure: 'estimate for July 1, 2023' },
    { id: 'census-2020', publisher: 'US Census Bureau', dataset: '2020 Census', kind: 'census', figure: 'census count for April 1, 2020' },
  ],
  states: [{ code: 'CA', name: 'California', counties: 58 }],
  lastUpdated: 'December 2024',
  measuredCounties: 3,
};

export const sampleEnvironment = (): Environment => parseEnvironment(ENVIRONMENT_ANSWER);

/** Two California and one Florida county with fixed scores (every rng draw is 0.8). */
export function sampleCounties(): DemoCounty[] {
  return withRandomScores(
    parseCounties([
      { id: '06037', name: 'Los Angeles', state: 'California', stateCode: 'CA', latitude: '34.3209', longitude: '-118.2247', fipsCode: '06037' },
      { id: '06059', name: 'Orange', state: 'California', stateCode: 'CA', latitude: '33.6756', longitude: '-117.7772', fipsCode: '06059' },
      { id: '12095', name: 'Orange', state: 'Florida', stateCode: 'FL', latitude: '28.5144', longitude: '-81.3231', fipsCode: '12095' },
    ]),
    sampleEnvironment().factors,
    () => 0.8,
  );
}

/** An /api/exposures answer: Fresno with every figure, Alpine with no releases reported, a county with no data on two layers. */
export const EXPOSURES_ANSWER = {
  counties: {
    fips: ['06003', '06019', '48301'],
    name: ['Alpine', 'Fresno', 'Loving'],
    state: ['CA', 'CA', 'TX'],
    lat: [38.5973, 36.7582, 31.8492],
    lon: [-119.8207, -119.6493, -103.5799],
  },
  stateNames: { CA: 'California', TX: 'Texas' },
  layers: [
    { id: 'pesticides', value: [0.012, 1230, null], percentile: [3, 97, null], status: 'vvn' },
    { id: 'airPollution', value: [4.1, 13.2, 6.5], percentile: [2, 99, 20], status: 'vvv' },
    { id: 'traffic', value: [12.5, 4560, null], percentile: [10, 88, null], status: 'vvn' },
    { id: 'industrial', value: [0, 85.4, 2.5], percentile: [0, 71, 40], status: 'rvv' },
  ],
  // The default layers' (pesticides and PM2.5): (3×0.4 + 2×0.3) / 0.7 = 2.57; (97×0.4 + 99×0.3) / 0.7 = 97.86; PM2.5's 20 alone.
  score: { layers: ['pesticides', 'airPollution'], value: [3, 98, 20] },
  usgsPesticides: { years: '2018', kg: [null, 13500000.5, null], kgPerKm2: [null, 2260, null], paraquatKg: [null, 45210.2, null] },
};

export const sampleMeasuredCounties = (): MeasuredCounty[] => parseExposures(EXPOSURES_ANSWER);

/** The store as the page has it once /api/environmental-data has arrived. */
export function seedEnvironment(): void {
  useAppStore.getState().setEnvironment(sampleEnvironment());
}
