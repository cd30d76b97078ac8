import { API_PATHS, statePath } from './apiPaths';

describe('statePath', () => {
  it("is the folder's file of the county's state, whose code leads the county's (the county geography's parent id)", () => {
    expect(statePath(API_PATHS.populationByState, '06019')).toBe(`${API_PATHS.populationByState}06`);
    expect(statePath(API_PATHS.pm25Years, '48301')).toBe(`${API_PATHS.pm25Years}48`);
  });
});
