import { parseEnvironment } from '../lib/data/environment';
import { demoView } from './demoView';
import { viewLayerTable } from './layerTable';
import { measuredView } from './measuredView';

describe('viewLayerTable', () => {
  const environment = parseEnvironment({
    factors: [
      ...['pesticides', 'airPollution', 'traffic', 'industrial'].map((id) => ({ id, weight: 0.3, demo: true })),
      { id: 'tce', weight: 0.2, demo: false },
    ],
  });

  it("is every layer in the Measured view, and the Demo view's in it", () => {
    expect(viewLayerTable(environment, measuredView).map((l) => l.id)).toEqual(['pesticides', 'airPollution', 'traffic', 'industrial', 'tce']);
    expect(viewLayerTable(environment, demoView).map((l) => l.id)).toEqual(['pesticides', 'airPollution', 'traffic', 'industrial']);
  });

  it('is the same array each time for the same data, so selectors see no change', () => {
    expect(viewLayerTable(environment, demoView)).toBe(viewLayerTable(environment, demoView));
    expect(viewLayerTable(environment, measuredView)).toBe(environment.factors);
  });
});
