import { countyLabel, placeLabel, zipFailedToast, zipLabel, zipOutsideView, zipSpansToast } from './searchToasts';

const la = { fips: '06037', name: 'Los Angeles', state: 'California' };
const ventura = { fips: '06111', name: 'Ventura', state: 'California' };
const newYork = { fips: '36061', name: 'New York', state: 'New York' };
const bronx = { fips: '36005', name: 'Bronx', state: 'New York' };

describe('ZIP toasts', () => {
  it('names every county of a ZIP that spans several, and the one shown', () => {
    expect(zipSpansToast('90265', [la, ventura], 'Los Angeles')).toEqual({
      variant: 'default',
      title: 'County Found',
      description: 'ZIP 90265 spans 2 counties: Los Angeles, Ventura. Viewing Los Angeles.',
    });
  });

  it('says where a ZIP outside the Demo view is and that Measured data covers it', () => {
    expect(zipOutsideView('10001', [newYork])).toBe(
      'ZIP 10001 is in New York, New York, which the Demo view does not show.',
    );
  });

  it('names each county and state of a ZIP outside the view that spans several', () => {
    expect(zipOutsideView('10463', [bronx, newYork])).toBe(
      'ZIP 10463 spans 2 counties: Bronx, New York; New York, New York, which the Demo view does not show.',
    );
  });

  it('asks to try again when the lookup fails', () => {
    expect(zipFailedToast('90210')).toEqual({
      variant: 'destructive',
      title: 'ZIP Lookup Failed',
      description: 'Could not look up ZIP 90210. Please check your connection and try again.',
    });
  });
});

describe('labels', () => {
  it('names a place with its state and its county, by the county\'s kind', () => {
    const place = (name: string, state: string, fips: string, county: string, countyState = state) => placeLabel({ place: name, state, county: { fips, name: county, state: countyState } });
    expect(place('Springfield', 'IL', '17167', 'Sangamon')).toBe('Springfield, IL · Sangamon County');
    expect(place('Metairie', 'LA', '22051', 'Jefferson')).toBe('Metairie, LA · Jefferson Parish');
    expect(place('Alexandria', 'VA', '51510', 'Alexandria')).toBe('Alexandria, VA · Alexandria city');
    expect(place('Carson City', 'NV', '32510', 'Carson City')).toBe('Carson City, NV · Carson City');
    expect(place('Washington', 'DC', '11001', 'District of Columbia')).toBe('Washington, DC · District of Columbia');
    expect(place('Juneau', 'AK', '02110', 'Juneau')).toBe('Juneau, AK · Juneau');
  });

  it('names a county with its state, and an independent city as one', () => {
    expect(countyLabel({ fips: '06059', name: 'Orange', state: 'CA' }, 'California')).toBe('Orange, California');
    expect(countyLabel({ fips: '51760', name: 'Richmond', state: 'VA' }, 'Virginia')).toBe('Richmond city, Virginia');
    expect(countyLabel({ fips: '24510', name: 'Baltimore city', state: 'MD' }, 'Maryland')).toBe('Baltimore city, Maryland');
  });

  it("names a ZIP's county with its state's code", () => {
    expect(zipLabel('10001', newYork, 'NY')).toBe('ZIP 10001 · New York, NY');
  });
});
