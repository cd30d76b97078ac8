import { sampleCounties, sampleEnvironment } from '../test/fixtures';
import { csvField, demoCountyCsv, exposuresRowCsv } from './countyCsv';

describe('csvField', () => {
  it.each([
    ['Fresno', 'Fresno'],
    ['Juneau, City and Borough', '"Juneau, City and Borough"'],
    ['say "hi"', '"say ""hi"""'],
    [12, '12'],
  ])('%j -> %j', (value, want) => {
    expect(csvField(value)).toBe(want);
  });
});

describe('demoCountyCsv', () => {
  it("is the card's figures with a column saying they are random", () => {
    const csv = demoCountyCsv(sampleCounties()[0]!, ['pesticides', 'airPollution'], sampleEnvironment().factors);
    expect(csv).toBe(
      'fips,county,state,overall_score,overall_band,selected_layers,pesticides_score,pesticides_band,airPollution_score,airPollution_band,traffic_score,traffic_band,industrial_score,industrial_band,note\n' +
        '06037,Los Angeles,California,80,High,pesticides airPollution,80,High,80,High,80,High,80,High,random example scores generated in the browser, not measurements\n'
          .replace('random example scores generated in the browser, not measurements', '"random example scores generated in the browser, not measurements"'),
    );
  });
});

describe('exposuresRowCsv', () => {
  const exported = 'fips,county,state,pm25_ugm3\n06003,Alpine,CA,4.1\n06019,Fresno,CA,13.2\n060190,X,CA,1\n';

  it("is the header and the county's one line", () => {
    expect(exposuresRowCsv(exported, '06019')).toBe('fips,county,state,pm25_ugm3\n06019,Fresno,CA,13.2\n');
  });

  it('is null for a county the export does not have', () => {
    expect(exposuresRowCsv(exported, '48301')).toBeNull();
  });
});
