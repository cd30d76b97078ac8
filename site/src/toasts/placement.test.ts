import { placed } from './placement';

describe('placed', () => {
  it('puts a toast that keeps clear of the top at the bottom on a phone only', () => {
    expect(placed({ description: 'ZIP 93721 has 4 census tracts', clearOfTop: true }, () => true)).toEqual({ description: 'ZIP 93721 has 4 census tracts', position: 'bottom-center' });
    expect(placed({ description: 'ZIP 93721 has 4 census tracts', clearOfTop: true }, () => false)).toEqual({ description: 'ZIP 93721 has 4 census tracts' });
  });

  it("leaves any other toast where the toaster puts it", () => {
    expect(placed({ description: 'Viewing Fresno.', clearOfTop: false }, () => true)).toEqual({ description: 'Viewing Fresno.' });
    expect(placed({}, () => true)).toEqual({});
  });
});
