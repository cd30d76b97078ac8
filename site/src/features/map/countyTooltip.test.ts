import { sampleCounties, sampleEnvironment, sampleMeasuredCounties } from '../../test/fixtures';
import { demoView } from '../../views/demoView';
import { measuredView } from '../../views/measuredView';
import { countyLabel, countyTooltipContent } from './countyTooltip';

const table = sampleEnvironment().factors;
const lines = (content: HTMLElement) => [...content.querySelectorAll('li')].map((li) => li.textContent);

describe('countyTooltipContent', () => {
  it('lists the selected layers and the band in words, and says the scores are random', () => {
    const [losAngeles] = sampleCounties();
    const content = countyTooltipContent(demoView, losAngeles!, ['pesticides', 'traffic'], table);
    expect(content.querySelector('.county-tooltip-name')).toHaveTextContent('Los Angeles, CA');
    expect(lines(content)).toEqual(['Pesticide Exposure: High', 'Traffic Density: High']);
    expect(content.querySelector('.county-tooltip-band')).toHaveTextContent('High risk (80)');
    expect(content.querySelector('.county-tooltip-note')).toHaveTextContent('Scores are random examples, not measurements.');
    expect(content.querySelector('.county-tooltip-makeup')).toBeNull();
  });

  it('shows the raw score without a list when no layer is selected', () => {
    const [losAngeles] = sampleCounties();
    const content = countyTooltipContent(demoView, losAngeles!, [], table);
    expect(content.querySelector('ul')).toBeNull();
    expect(content.querySelector('.county-tooltip-band')).toHaveTextContent('High risk (80)');
  });

  it('keeps a county name that looks like HTML as text', () => {
    const [county] = sampleCounties();
    const content = countyTooltipContent(demoView, { ...county!, name: '<img src=x onerror=alert(1)>' }, ['pesticides'], table);
    expect(content.querySelector('img')).toBeNull();
    expect(content.querySelector('.county-tooltip-name')?.textContent).toBe('<img src=x onerror=alert(1)>, CA');
  });

  it('gives measured figures with unit, years and percentile, and no random note', () => {
    const fresno = sampleMeasuredCounties()[1]!;
    const content = countyTooltipContent(measuredView, fresno, ['airPollution', 'industrial'], table);
    expect(lines(content)).toEqual([
      'Air Pollution (PM2.5): 13.2 µg/m³ (2014-2018), higher than 99% of US counties, High',
      'Industrial Chemicals: 85.4 lb/km² per year (1988-2018), higher than 71% of US counties, High',
    ]);
    expect(content.querySelector('.county-tooltip-band')).toHaveTextContent(`High exposure (${Math.round((99 * 0.3 + 71 * 0.3) / 0.6)})`);
    expect(content.querySelector('.county-tooltip-makeup')).toHaveTextContent('From both layers: Air Pollution (PM2.5) (weight 0.3) and Industrial Chemicals (weight 0.3).');
    expect(content.querySelector('.county-tooltip-note')).toBeNull();
  });

  it('lists every layer of a measured county when none is selected, and names no data', () => {
    const loving = sampleMeasuredCounties()[2]!;
    const content = countyTooltipContent(measuredView, loving, [], table);
    expect(lines(content)).toHaveLength(4);
    expect(lines(content)[0]).toBe('Pesticide Exposure: No data');
    expect(content.querySelector('.county-tooltip-makeup')).toHaveTextContent(
      'From 2 of 4 layers: Air Pollution (PM2.5) (weight 0.3) and Industrial Chemicals (weight 0.3); no Pesticide Exposure or Traffic Density figure for this county.',
    );
    const none = countyTooltipContent(measuredView, loving, ['pesticides', 'traffic'], table);
    expect(none.querySelector('.county-tooltip-band')).toHaveTextContent('No data');
    expect(none.querySelector('.county-tooltip-band')).toHaveClass('band-text--no-data');
    expect(none.querySelector('.county-tooltip-makeup')).toHaveTextContent('No Pesticide Exposure or Traffic Density figure for this county.');
  });

  it("gives the band line the view's palette: the Measured ramp's midpoints, the Demo's own colours", () => {
    const [losAngeles] = sampleCounties();
    const demo = countyTooltipContent(demoView, losAngeles!, [], table);
    expect(demo.querySelector('.county-tooltip-band')).toHaveClass('band-text--high');
    expect(demo).toHaveAttribute('data-palette', 'specification');
    expect(demo).not.toHaveAttribute('style');
    const fresno = sampleMeasuredCounties()[1]!;
    const measured = countyTooltipContent(measuredView, fresno, [], table);
    expect(measured.querySelector('.county-tooltip-band')).toHaveClass('band-text--high');
    // The stylesheet's rules for this palette set the words in the page's text after a dot in the band's property (measuredPalette.test.ts).
    expect(measured).toHaveAttribute('data-palette', 'percentile-ramp');
    // The colours come with the attribute, from the page's stylesheet (vite/bandColours.ts): no style attribute, which the CSP would block in prerendered HTML.
    expect(measured).not.toHaveAttribute('style');
  });
});

describe('countyLabel', () => {
  it('says the name, the whole state and the band its hover card gives, in each view', () => {
    const [losAngeles] = sampleCounties();
    expect(countyLabel(demoView, losAngeles!, ['pesticides', 'traffic'], table)).toBe('Los Angeles, California: High risk (80)');
    const fresno = sampleMeasuredCounties()[1]!;
    const band = countyTooltipContent(measuredView, fresno, ['airPollution'], table).querySelector('.county-tooltip-band')!.textContent;
    expect(countyLabel(measuredView, fresno, ['airPollution'], table)).toBe(`Fresno, California: ${band}`);
    expect(band).toMatch(/^High exposure \(\d+\)$/);
  });
});
