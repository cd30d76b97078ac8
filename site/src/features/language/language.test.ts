import { addressIn, rememberLanguage } from './languageLink';
import { chosenLanguage, prefersSpanish } from './languagePreference';

describe('addressIn', () => {
  it.each([
    ['es', { pathname: '/', search: '?data=measured&county=06019', hash: '' }, '/es/?data=measured&county=06019'],
    ['en', { pathname: '/es/', search: '?data=measured&county=06019', hash: '' }, '/?data=measured&county=06019'],
    ['es', { pathname: '/index.html', search: '', hash: '#map' }, '/es/index.html#map'],
    ['en', { pathname: '/es/index.html', search: '?layers=traffic', hash: '' }, '/index.html?layers=traffic'],
    ['es', { pathname: '/es/', search: '', hash: '' }, '/es/'],
    ['en', { pathname: '/', search: '', hash: '' }, '/'],
  ] as const)('%s of %j is %s', (lang, address, expected) => {
    expect(addressIn(lang, address)).toBe(expected);
  });
});

describe('prefersSpanish', () => {
  it.each([
    [['es-US', 'en-US'], true],
    [['es'], true],
    [['fr-FR', 'es-MX', 'en'], true],
    [['en-US', 'es-US'], false],
    [['fr-FR', 'de'], false],
    [[], false],
  ])('%j: %s', (languages, expected) => {
    expect(prefersSpanish(languages)).toBe(expected);
  });
});

describe('the remembered choice', () => {
  afterEach(() => window.localStorage.clear());

  it('is none until one is made, then the last one made', () => {
    expect(chosenLanguage()).toBeNull();
    rememberLanguage('es');
    expect(chosenLanguage()).toBe('es');
    rememberLanguage('en');
    expect(chosenLanguage()).toBe('en');
  });

  it('ignores what it cannot read as a language', () => {
    window.localStorage.setItem('riskmap:language', 'fr');
    expect(chosenLanguage()).toBeNull();
  });
});
