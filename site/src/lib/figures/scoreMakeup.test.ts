import { sampleCounties, sampleEnvironment, sampleMeasuredCounties } from '../../test/fixtures';
import { countyScoreMakeup, scoreMakeup, scoreMakeupInWords } from './scoreMakeup';

// The fixture's counties (test/fixtures.ts), percentiles on pesticides, PM2.5, traffic, releases, with
// the weights 0.4, 0.3, 0.2, 0.3:
//   Fresno 97, 99, 88, 71 (every layer);  Loving no data, 20, no data, 40;  Alpine 3, 2, 10, none reported (0).
const table = sampleEnvironment().factors;
const [alpine, fresno, loving] = sampleMeasuredCounties() as [never, never, never];

describe('scoreMakeup', () => {
  it('4 of 4 layers: every layer, weighted, when none is selected', () => {
    const makeup = scoreMakeup(fresno, [], table);
    expect(makeup.parts.map((p) => [p.layer.id, p.percentile])).toEqual([
      ['pesticides', 97],
      ['airPollution', 99],
      ['traffic', 88],
      ['industrial', 71],
    ]);
    // (97×0.4 + 99×0.3 + 88×0.2 + 71×0.3) / 1.2 = 107.4 / 1.2 = 89.5, shown as 90
    expect(makeup.score).toBe(90);
    expect(scoreMakeupInWords(makeup)).toBe(
      'From all 4 layers: Pesticide Exposure (weight 0.4), Air Pollution (PM2.5) (weight 0.3), Traffic Density (weight 0.2), and Industrial Chemicals (weight 0.3).',
    );
  });

  it('2 of 4 layers: names the two it is from and the two without a figure (Anchorage-like)', () => {
    const makeup = scoreMakeup(loving, [], table);
    // (20×0.3 + 40×0.3) / 0.6 = 30
    expect(makeup.score).toBe(30);
    expect(scoreMakeupInWords(makeup)).toBe(
      'From 2 of 4 layers: Air Pollution (PM2.5) (weight 0.3) and Industrial Chemicals (weight 0.3); no Pesticide Exposure or Traffic Density figure for this county.',
    );
    expect(scoreMakeupInWords(makeup, { percentiles: true })).toBe(
      'From 2 of 4 layers: Air Pollution (PM2.5) (percentile 20, weight 0.3) and Industrial Chemicals (percentile 40, weight 0.3); no Pesticide Exposure or Traffic Density figure for this county.',
    );
  });

  it('1 of 2 selected layers: the one percentile is the score', () => {
    const makeup = scoreMakeup(loving, ['pesticides', 'airPollution'], table);
    expect(makeup.score).toBe(20);
    expect(scoreMakeupInWords(makeup)).toBe('From 1 of 2 layers: Air Pollution (PM2.5) (weight 0.3); no Pesticide Exposure figure for this county.');
  });

  it('0 of 2 selected layers: no score, and says which figures are missing', () => {
    const makeup = scoreMakeup(loving, ['pesticides', 'traffic'], table);
    expect(makeup.score).toBeNull();
    expect(scoreMakeupInWords(makeup)).toBe('No Pesticide Exposure or Traffic Density figure for this county.');
  });

  it('counts none reported as a figure of percentile 0, and one selected layer as one', () => {
    const makeup = scoreMakeup(alpine, ['industrial'], table);
    expect(makeup.parts).toEqual([{ layer: table[3], percentile: 0 }]);
    expect(makeup.score).toBe(0);
    expect(scoreMakeupInWords(makeup)).toBe('From 1 layer: Industrial Chemicals (weight 0.3).');
  });
});

describe('countyScoreMakeup', () => {
  it("is a Measured county's makeup, and none for a Demo county's one random number", () => {
    expect(countyScoreMakeup(fresno, ['traffic'], table)).toEqual(scoreMakeup(fresno, ['traffic'], table));
    expect(countyScoreMakeup(sampleCounties()[0]!, ['traffic'], table)).toBeNull();
  });
});
