import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleMeasuredCounties, seedEnvironment } from '../../test/fixtures';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { selectSelectedCountyId } from '../../store/selectors';
import { CountyComparison } from './CountyComparison';

beforeEach(() => {
  resetAppStore();
  seedEnvironment();
});

describe('CountyComparison', () => {
  it("says why the tract's figures are not its county's, and opens the county's card", async () => {
    const county = sampleMeasuredCounties().find((c) => c.id === '06019')!;
    render(<CountyComparison county={county} dataset="CalEnviroScreen 4.0" />);
    expect(
      screen.getByText(/^Not Fresno County’s national figures: CalEnviroScreen 4\.0’s, of other years, ranked within California, with pesticides counted where they are applied\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Compare with Fresno County' }));
    expect(selectSelectedCountyId(useAppStore.getState())).toBe('06019');
  });
});
