import { countyArea, countyIdOf, sameArea } from './area';

describe('areas', () => {
  const tract = { geography: 'tract', id: '06019001000' };
  it('are the same by geography and id', () => {
    expect(sameArea(countyArea('06019'), countyArea('06019'))).toBe(true);
    expect(sameArea(countyArea('06019'), countyArea('06037'))).toBe(false);
    expect(sameArea(countyArea('06019001000'), tract)).toBe(false);
    expect(sameArea(null, null)).toBe(true);
    expect(sameArea(null, tract)).toBe(false);
  });
  it("give a county's id, and none for another geography's area", () => {
    expect(countyIdOf(countyArea('06019'))).toBe('06019');
    expect(countyIdOf(tract)).toBeNull();
    expect(countyIdOf(null)).toBeNull();
  });
});
