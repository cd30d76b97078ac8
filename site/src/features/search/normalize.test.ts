import { fold, stripDesignator } from './normalize';

describe('fold', () => {
  it.each([
    ['Doña Ana', 'dona ana'],
    ['Miami-Dade', 'miami dade'],
    ['  St.  Johns ', 'st johns'],
    ['Saint Johns', 'st johns'],
    ['Sainte Genevieve', 'ste genevieve'],
    ['Ste. Genevieve', 'ste genevieve'],
    ["Prince George's", 'prince georges'],
    ['Mayagüez', 'mayaguez'],
    ['Los Angeles , CA', 'los angeles,ca'],
    ['Saintly', 'saintly'],
    ['Ft. Myers', 'fort myers'],
    ['Ft Worth', 'fort worth'],
    ['Cañon City', 'canon city'],
    ['ʻEwa Beach', 'ewa beach'],
  ])('%j reads as %j', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });
});

describe('stripDesignator', () => {
  it.each([
    ['los angeles county', 'los angeles', 'county'],
    ['orleans parish', 'orleans', 'county'],
    ['matanuska susitna borough', 'matanuska susitna', 'county'],
    ['juneau city and borough', 'juneau', 'county'],
    ['kusilvak census area', 'kusilvak', 'county'],
    ['ponce municipio', 'ponce', 'county'],
    ['anchorage municipality', 'anchorage', 'county'],
    ['richmond city', 'richmond', 'city'],
    ['condado de los angeles', 'los angeles', 'county'],
    ['parroquia de orleans', 'orleans', 'county'],
    ['municipio de ponce', 'ponce', 'county'],
    ['ciudad de richmond', 'richmond', 'city'],
    ['condado de', 'condado de', null],
    ['county', 'county', null],
    ['orange', 'orange', null],
  ])('%j is %j with designator %j', (text, name, designator) => {
    expect(stripDesignator(text)).toEqual({ name, designator });
  });
});
