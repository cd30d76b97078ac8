import { render, screen } from '@testing-library/react';
import { resetAppStore } from '../../store/appStore';
import { seedEnvironment } from '../../test/fixtures';
import { DataSources } from './DataSources';

beforeEach(() => {
  resetAppStore();
  seedEnvironment();
});

describe('DataSources', () => {
  it('links each Demo source by its name to the address /api/environmental-data gives', () => {
    render(<DataSources />);
    const link = screen.getByRole('link', { name: 'EPA Air Quality Data' });
    expect(link).toHaveAttribute('href', 'https://www.epa.gov/outdoor-air-quality-data');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'CA Dept of Pesticide Regulation' })).toHaveAttribute('href', 'https://www.cdpr.ca.gov/');
    expect(screen.getByText('Last updated: December 2024')).toBeInTheDocument();
  });
});
