import { takeLinkQuery } from './linkQuery';

const setUrl = (url: string) => window.history.replaceState(null, '', url);

afterEach(() => setUrl('/'));

describe('takeLinkQuery', () => {
  it('takes q out of the link and keeps the rest, commas literal', () => {
    setUrl('/?data=measured&layers=pesticides%2Ctraffic&county=06019&q=Fresno+County#map');
    expect(takeLinkQuery()).toBe('Fresno County');
    expect(window.location.search).toBe('?data=measured&layers=pesticides,traffic&county=06019');
    expect(window.location.hash).toBe('#map');
  });

  it('leaves a bare path when q was all there was, and does not add a history entry', () => {
    setUrl('/?q=');
    const entries = window.history.length;
    expect(takeLinkQuery()).toBe('');
    expect(window.location.href).toBe(`${window.location.origin}/`);
    expect(window.history.length).toBe(entries);
  });

  it('is null without q', () => {
    setUrl('/?data=measured');
    expect(takeLinkQuery()).toBeNull();
    expect(window.location.search).toBe('?data=measured');
  });
});
