import { sampleCounties, sampleEnvironment } from '../../test/fixtures';
import { csvField, csvFields, demoCountyCsv, measuredColumns } from './countyCsv';
import { manifestLayer } from '../data/manifest';

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

describe('csvFields', () => {
  it.each([
    ['a,b,c', ['a', 'b', 'c']],
    ['06003,"<b>""Q""</b>, X",CA', ['06003', '<b>"Q"</b>, X', 'CA']],
    ['a,,', ['a', '', '']],
    ['"",x', ['', 'x']],
    ['', ['']],
    ['"open, never closed', ['open, never closed']],
  ])('%j', (line, want) => {
    expect(csvFields(line)).toEqual(want);
  });

  it('reads back what csvField writes', () => {
    const values = ['Juneau, City and Borough', 'say "hi"', '', 'plain'];
    expect(csvFields(values.map(csvField).join(','))).toEqual(values);
  });
});

describe('measuredColumns', () => {
  const exported =
    'id,name,state,stateCode,fipsCode,latitude,longitude,pm25_ugm3,air_pollution_years\n' +
    '06003,"Alpine, X",California,CA,06003,38.5,-119.8,3.31,2014-2018\n';

  it("is the county's columns after the ones that name and place it, by name", () => {
    expect(measuredColumns(exported, '06003', 7)).toEqual({ header: ['pm25_ugm3', 'air_pollution_years'], row: ['3.31', '2014-2018'] });
  });

  it('is null for a county the export does not have', () => {
    expect(measuredColumns(exported, '06019', 7)).toBeNull();
  });
});

describe('demoCountyCsv', () => {
  const NO_MEASURED = { header: [], row: [] };
  // The generator's column prefixes (the manifest the tests get is the generator's golden one).
  const columnPrefix = (id: string) => manifestLayer(id)!.columnPrefix;
  const NOTE = 'the scores and bands are random examples generated in the browser; the columns after this one are measured';

  it("is the card's figures with a column saying they are random", () => {
    const csv = demoCountyCsv(sampleCounties()[0]!, ['pesticides', 'airPollution'], sampleEnvironment().factors, NO_MEASURED, columnPrefix);
    expect(csv).toBe(
      'fips,county,state,overall_score,overall_band,selected_layers,pesticides_score,pesticides_band,air_pollution_score,air_pollution_band,traffic_score,traffic_band,industrial_score,industrial_band,note\n' +
        `06037,Los Angeles,California,80,High,pesticides airPollution,80,High,80,High,80,High,80,High,${NOTE}\n`,
    );
  });

  it('ends with the measured columns under the exports\' names', () => {
    const csv = demoCountyCsv(sampleCounties()[0]!, [], sampleEnvironment().factors, { header: ['pm25_ugm3', 'pm25_note'], row: ['12.1', 'a, b'] }, columnPrefix);
    const [header, row] = csv.split('\n');
    expect(header).toMatch(/,note,pm25_ugm3,pm25_note$/);
    expect(row).toMatch(new RegExp(`,${NOTE},12\\.1,"a, b"$`));
  });
});
