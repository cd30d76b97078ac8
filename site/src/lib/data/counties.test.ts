import { sampleCounties, sampleEnvironment, sampleMeasuredCounties } from '../../test/fixtures';
import { hasFigures, parseCounties, uniqueKey, withRandomScores } from './counties';

describe('parseCounties', () => {
  it('parses coordinate strings to numbers', () => {
    const [la] = parseCounties([
      { id: '06037', name: 'Los Angeles', state: 'California', stateCode: 'CA', latitude: '34.3209', longitude: '-118.2247', fipsCode: '06037' },
    ]);
    expect(la).toEqual({
      id: '06037',
      name: 'Los Angeles',
      state: 'California',
      stateCode: 'CA',
      latitude: 34.3209,
      longitude: -118.2247,
    });
  });

  it('takes the FIPS code as the id, the server id without one, and "name-state" without either', () => {
    const ids = parseCounties([
      { id: '', fipsCode: '12086', name: 'Miami-Dade', state: 'Florida' },
      { id: '12086', name: 'Miami-Dade', state: 'Florida' },
      { name: 'Miami-Dade', state: 'Florida' },
    ]).map((c) => c.id);
    expect(ids).toEqual(['12086', '12086', 'Miami-Dade-Florida']);
  });

  it('defaults missing or malformed coordinates to 0', () => {
    const [c] = parseCounties([{ id: '1', name: 'X', state: 'Y', latitude: 'north', longitude: null }]);
    expect([c?.latitude, c?.longitude]).toEqual([0, 0]);
  });

  it.each([[null], [{ counties: [] }], ['[]'], [42]])('treats %j as an empty list', (answer) => {
    expect(parseCounties(answer)).toEqual([]);
  });

  it('skips rows that are not objects', () => {
    expect(parseCounties([null, 'x', { id: '1', name: 'A', state: 'B' }])).toHaveLength(1);
  });
});

describe('uniqueKey', () => {
  it('is the id when present', () => {
    expect(uniqueKey({ id: '12086', name: 'Miami-Dade', state: 'Florida' })).toBe('12086');
  });

  it('falls back to name-state', () => {
    expect(uniqueKey({ id: '', name: 'Miami-Dade', state: 'Florida' })).toBe('Miami-Dade-Florida');
  });
});

describe('withRandomScores', () => {
  it('adds scores from the rng to every county', () => {
    const [c] = withRandomScores(parseCounties([{ id: '1', name: 'A', state: 'B' }]), sampleEnvironment().factors, () => 0.5);
    expect(c?.scores.riskScore).toBe(50);
    expect(c?.kind).toBe('random-scores');
    expect(Object.keys(c?.scores.layers ?? {})).toEqual(['pesticides', 'airPollution', 'traffic', 'industrial']);
  });
});

describe('hasFigures', () => {
  it("is true for the Measured view's counties only", () => {
    expect([...sampleMeasuredCounties(), ...sampleCounties(), null, undefined].map(hasFigures)).toEqual([true, true, true, false, false, false, false, false]);
  });
});
