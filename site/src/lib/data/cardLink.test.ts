import { cardParameters, linkOpensCard } from './cardLink';

describe('linkOpensCard', () => {
  it.each([
    ['?data=measured&county=06019', true],
    ['?data=measured&tract=06019001000', true],
    ['?data=measured&site=NC6170022580', true],
    ['?county=%2006019', true],
    ['?data=measured&county=', false],
    ['?county=%20', false],
    ['?data=measured&layers=traffic', false],
    ['', false],
  ])('%s: %s', (search, opens) => {
    expect(linkOpensCard(search, cardParameters())).toBe(opens);
  });
});
