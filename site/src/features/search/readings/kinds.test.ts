import { county, place } from '../testing/readings';
import { kindAccepts } from './kinds';

describe('kindAccepts', () => {
  const harris = county('Harris', 'TX', '48201', 4835125);
  const baltimoreCity = county('Baltimore', 'MD', '24510', 569931);
  const orleans = county('Orleans', 'LA', '22071', 364136);
  const kenai = county('Kenai Peninsula', 'AK', '02122', 62157);
  const ponce = county('Ponce', 'PR', '72113', 137491);
  const brooklyn = place('Brooklyn', 'NY', '36047', 2736074, 'borough', 'subdivision');
  const jackson = place('Jackson', 'MS', '28049', 153701, 'city');
  const juneau = place('Juneau', 'AK', '02110', 32255, 'city and borough');
  const hempstead = place('Hempstead', 'NY', '36059', 793409, 'town', 'subdivision');
  const ridge = place('Ridge', 'NY', '36103', 13885, 'CDP');

  it.each([
    ['county', [harris, orleans, kenai, ponce]],
    ['parish', [orleans]],
    ['borough', [kenai, brooklyn, juneau]],
    ['census area', [kenai]],
    ['municipio', [kenai, ponce]],
    ['city', [baltimoreCity, jackson, juneau]],
    ['town', [hempstead]],
    ['cdp', [ridge]],
  ] as const)('%s takes %j', (kind, accepted) => {
    const all = [harris, baltimoreCity, orleans, kenai, ponce, brooklyn, jackson, juneau, hempstead, ridge];
    expect(all.filter((r) => kindAccepts(kind, r)).map((r) => r.name)).toEqual(accepted.map((r) => r.name));
  });
});
