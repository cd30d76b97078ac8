import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastMock } from '../../test/mockSonner';
import { sampleCounties } from '../../test/fixtures';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { SearchForm } from './SearchForm';
import { MobileSearchButton } from './MobileSearchButton';

vi.mock('sonner', () => ({ toast: toastMock }));

beforeEach(() => {
  resetAppStore();
  useAppStore.getState().setCounties(sampleCounties());
  toastMock.mockClear();
  toastMock.error.mockClear();
});

describe('SearchForm', () => {
  it('is a search landmark with a named search box', () => {
    render(<SearchForm />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search counties' })).toHaveAttribute('placeholder', 'Search county or address...');
  });

  it('selects and focuses the first match on Enter and says so', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(screen.getByRole('searchbox', { name: 'Search counties' }), '  los angeles {Enter}');
    expect(toastMock).toHaveBeenCalledWith('County Found', { description: 'Found 1 matching county. Viewing Los Angeles.' });
    expect(useAppStore.getState().selectedCountyId).toBe('06037');
    expect(useAppStore.getState().focusRequest?.key).toBe('06037');
  });

  it('uses the plural when several counties match', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(screen.getByRole('searchbox', { name: 'Search counties' }), 'orange{Enter}');
    expect(toastMock).toHaveBeenCalledWith('County Found', { description: 'Found 2 matching counties. Viewing Orange.' });
    expect(useAppStore.getState().selectedCountyId).toBe('06059');
  });

  it('shows a destructive toast when nothing matches', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(screen.getByRole('searchbox', { name: 'Search counties' }), 'xyz{Enter}');
    expect(toastMock.error).toHaveBeenCalledWith('No Results', {
      description: 'No counties found matching "xyz". Try searching for a county name or state.',
    });
    expect(useAppStore.getState().selectedCountyId).toBeNull();
  });

  it('ignores blank text', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(screen.getByRole('searchbox', { name: 'Search counties' }), '   {Enter}');
    expect(toastMock).not.toHaveBeenCalled();
    expect(toastMock.error).not.toHaveBeenCalled();
  });
});

describe('MobileSearchButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks with a prompt and searches the answer', async () => {
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('FL');
    const user = userEvent.setup();
    render(<MobileSearchButton />);
    await user.click(screen.getByRole('button', { name: 'Search counties' }));
    expect(prompt).toHaveBeenCalledWith('Search for a county:');
    expect(useAppStore.getState().selectedCountyId).toBe('12095');
  });

  it('does nothing when the prompt is cancelled', async () => {
    vi.spyOn(window, 'prompt').mockReturnValue(null);
    const user = userEvent.setup();
    render(<MobileSearchButton />);
    await user.click(screen.getByRole('button', { name: 'Search counties' }));
    expect(toastMock).not.toHaveBeenCalled();
    expect(toastMock.error).not.toHaveBeenCalled();
  });
});
