import { locatedMessage, locatedTractMessage, locationErrorMessage, outsideViewMessage } from './locate';

describe('location messages', () => {
  it.each([
    [1, 'Location Not Shared', 'Your browser did not share your location. Search for your county or ZIP code instead.'],
    [2, 'Location Unavailable', 'Your position could not be found. Try again, or search for your county or ZIP code.'],
    [3, 'Location Unavailable', 'Your position could not be found. Try again, or search for your county or ZIP code.'],
    [null, 'Location Unavailable', 'This browser cannot tell your location. Search for your county or ZIP code instead.'],
  ])('error code %s', (code, title, description) => {
    expect(locationErrorMessage(code)).toEqual({ title, description });
  });

  it('names the county found and the one outside the view', () => {
    expect(locatedMessage({ name: 'Fresno', state: 'California' })).toBe('Your location is in Fresno, California. Viewing Fresno.');
    expect(locatedTractMessage('Census tract 6, Fresno County, CA')).toBe('Your location is in Census tract 6, Fresno County, CA. Viewing its figures.');
    expect(outsideViewMessage({ name: 'Washoe', state: 'Nevada' })).toBe(
      'Your location is in Washoe, Nevada, which the Demo view does not show.',
    );
  });
});
