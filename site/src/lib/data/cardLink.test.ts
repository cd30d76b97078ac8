import { COUNTY, TRACT } from '../shapes/geographies';
import { cardParameters, linkOpensCard, SITE_ID_FORMAT, typedId } from './cardLink';

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

describe('typedId', () => {
  it.each([
    [COUNTY, ' 06019 ', '06019'],
    [COUNTY, '6019', '06019'],
    [COUNTY, '1', '00001'],
    [COUNTY, 'Miami-Dade-Florida', 'Miami-Dade-Florida'],
    [COUNTY, '123456', '123456'],
    [TRACT, '6019001000', '06019001000'],
    [TRACT, '06019001000', '06019001000'],
    [TRACT, '', null],
    [TRACT, null, null],
    [SITE_ID_FORMAT, 'NC6170022580', 'NC6170022580'],
    [SITE_ID_FORMAT, ' nc6170022580 ', 'NC6170022580'],
    [SITE_ID_FORMAT, 'Nc6170022580', 'NC6170022580'],
    [SITE_ID_FORMAT, 'camp lejeune', 'camp lejeune'],
    [SITE_ID_FORMAT, 'nc61700225801', 'nc61700225801'],
  ])('%#: %j', (kind, value, id) => {
    expect(typedId(kind, value)).toBe(id);
  });

  it('runs on its own, as the inline script runs it', () => {
    const alone = new Function(`return (${typedId.toString()})`)() as typeof typedId;
    expect(alone(SITE_ID_FORMAT, 'nc6170022580')).toBe('NC6170022580');
    expect(alone(COUNTY, '6019')).toBe('06019');
  });
});
