import { bandLimitsInWords } from './bandLimits';

describe('bandLimitsInWords', () => {
  it('says every band with its limits, in the legends\' words', () => {
    expect(bandLimitsInWords()).toBe('0 to 33 Low, 34 to 66 Moderate and 67 to 100 High');
  });
});
