import { render, screen } from '@testing-library/react';
import { SuggestionList } from './SuggestionList';

describe('SuggestionList', () => {
  it('says a place’s tract below its name, in its name too', () => {
    const place = { key: 'p', label: 'Fresno, CA · Fresno County', detail: 'Census tract 49.01, Fresno County, CA', county: null, reading: null, tract: '06019004901' };
    const county = { key: 'c', label: 'Fresno, California', detail: null, county: null, reading: null, tract: null };
    render(<SuggestionList id="list" suggestions={[county, place]} active={1} onChoose={() => {}} />);
    expect(screen.getByRole('option', { name: 'Fresno, California' })).toHaveAttribute('aria-selected', 'false');
    const option = screen.getByRole('option', { name: 'Fresno, CA · Fresno County Census tract 49.01, Fresno County, CA' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(option.querySelector('.search-suggestion-detail')).toHaveTextContent('Census tract 49.01, Fresno County, CA');
  });
});
