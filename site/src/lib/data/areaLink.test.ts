import { areaParameters, linkOpensAreaCard } from './areaLink';

describe('linkOpensAreaCard', () => {
  it.each([
    ['?data=measured&county=06019', true],
    ['?data=measured&tract=06019001000', true],
    ['?county=%2006019', true],
    ['?data=measured&county=', false],
    ['?county=%20', false],
    ['?data=measured&layers=traffic', false],
    ['', false],
  ])('%s: %s', (search, opens) => {
    expect(linkOpensAreaCard(search, areaParameters())).toBe(opens);
  });
});
