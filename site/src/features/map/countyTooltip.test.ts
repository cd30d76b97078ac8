import { sampleCounties } from '../../test/fixtures';
import { countyTooltipContent } from './countyTooltip';

describe('countyTooltipContent', () => {
  it('lists the selected layers and the band in words', () => {
    const [losAngeles] = sampleCounties();
    const content = countyTooltipContent(losAngeles!, ['pesticides', 'traffic']);
    expect(content.querySelector('.county-tooltip-name')).toHaveTextContent('Los Angeles, CA');
    expect([...content.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Pesticide Exposure: High', 'Traffic Density: High']);
    expect(content.querySelector('.county-tooltip-band')).toHaveTextContent('High risk (80)');
  });

  it('shows the raw score without a list when no layer is selected', () => {
    const [losAngeles] = sampleCounties();
    const content = countyTooltipContent(losAngeles!, []);
    expect(content.querySelector('ul')).toBeNull();
    expect(content.querySelector('.county-tooltip-band')).toHaveTextContent('High risk (80)');
  });

  it('keeps a county name that looks like HTML as text', () => {
    const [county] = sampleCounties();
    const content = countyTooltipContent({ ...county!, name: '<img src=x onerror=alert(1)>' }, ['pesticides']);
    expect(content.querySelector('img')).toBeNull();
    expect(content.querySelector('.county-tooltip-name')?.textContent).toBe('<img src=x onerror=alert(1)>, CA');
  });
});
