import { sampleEnvironment } from '../../test/fixtures';
import { defaultLayers, layerById, normalizeLayers, sameLayers } from './layers';

const table = sampleEnvironment().factors;

describe('risk layers', () => {
  it('enables the layers the table marks as defaults', () => {
    expect(defaultLayers(table)).toEqual(['pesticides', 'airPollution']);
  });

  it('finds a layer by id', () => {
    expect(layerById(table, 'industrial')?.shortName).toBe('Industrial');
    expect(layerById(table, 'Traffic')).toBeUndefined();
  });

  it('normalises to known ids in table order without duplicates', () => {
    expect(normalizeLayers(table, ['traffic', 'nope', 'pesticides', 'traffic'])).toEqual(['pesticides', 'traffic']);
  });

  it.each([
    [['pesticides', 'traffic'], ['pesticides', 'traffic'], true],
    [[], [], true],
    [['pesticides'], ['pesticides', 'traffic'], false],
    [['pesticides', 'traffic'], ['pesticides', 'industrial'], false],
  ] as const)('compares selections %j and %j: %s', (a, b, same) => {
    expect(sameLayers(a, b)).toBe(same);
  });
});
