import { zipFailedToast, zipOutsideView, zipSpansToast } from './zipToasts';

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
