import { describe, expect, it } from 'vitest';
import { areaRowCsv, areaRowFileName } from './areaRow';

describe('areaRowCsv', () => {
  const exported = 'fips,county,state,pm25_ugm3\n06003,Alpine,CA,4.1\n06019,Fresno,CA,13.2\n060190,X,CA,1\n';

  it("is the header and the area's one line", () => {
    expect(areaRowCsv(exported, '06019')).toBe('fips,county,state,pm25_ugm3\n06019,Fresno,CA,13.2\n');
  });

  it('is null for an area the download does not have', () => {
    expect(areaRowCsv(exported, '48301')).toBeNull();
  });

  it("finds a census tract by its GEOID, not a county's line that starts the same", () => {
    const tracts = 'geoid,tract,fips\n06019\n06019001000,10,06019\n06019001100,11,06019\n';
    expect(areaRowCsv(tracts, '06019001100')).toBe('geoid,tract,fips\n06019001100,11,06019\n');
  });
});

describe('areaRowFileName', () => {
  it("puts the area's id before .csv", () => {
    expect(areaRowFileName('county-exposures.csv', '06019')).toBe('county-exposures-06019.csv');
    expect(areaRowFileName('ca-tracts-calenviroscreen4.csv', '06019001000')).toBe('ca-tracts-calenviroscreen4-06019001000.csv');
  });
});
