import { parseCounties, withRandomScores, type County } from '../lib/counties';

/** Two California and one Florida county with fixed scores (every rng draw is 0.8). */
export function sampleCounties(): County[] {
  return withRandomScores(
    parseCounties([
      { id: '06037', name: 'Los Angeles', state: 'California', stateCode: 'CA', latitude: '34.3209', longitude: '-118.2247', fipsCode: '06037' },
      { id: '06059', name: 'Orange', state: 'California', stateCode: 'CA', latitude: '33.6756', longitude: '-117.7772', fipsCode: '06059' },
      { id: '12095', name: 'Orange', state: 'Florida', stateCode: 'FL', latitude: '28.5144', longitude: '-81.3231', fipsCode: '12095' },
    ]),
    () => 0.8,
  );
}
