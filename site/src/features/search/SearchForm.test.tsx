import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastMock } from '../../test/mockToast';
import { sampleCounties } from '../../test/fixtures';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { SearchForm } from './SearchForm';
import { MobileSearchButton } from './MobileSearchButton';

vi.mock('../../toasts/toast', () => ({ toast: toastMock }));

// The search's code loads with the first search (lazySearch.ts): loaded here once, a search then
// answers within the keystroke's own wait, as it does on the page once the box was focused.
beforeAll(() => import('./runSearch'));

beforeEach(() => {
  resetAppStore();
  useAppStore.getState().setCounties(sampleCounties());
  useAppStore.getState().setCountiesStatus('ready');
  toastMock.mockClear();
  toastMock.error.mockClear();
});

const box = () => screen.getByRole('combobox', { name: 'Search counties' });
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('SearchForm', () => {
  it('is a search landmark with a named combobox', () => {
    render(<SearchForm />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Search counties' });
    expect(box).toHaveAttribute('placeholder', 'Search county or address...');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
  });

  it('selects and focuses the first match on Enter and says so', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), '  los angeles {Enter}');
    expect(toastMock).toHaveBeenCalledWith('County Found', { description: 'Found 1 matching county. Viewing Los Angeles.' });
    expect(useAppStore.getState().selectedCountyId).toBe('06037');
    expect(useAppStore.getState().focusRequest?.key).toBe('06037');
  });

  it('uses the plural when several counties match', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'orange{Enter}');
    expect(toastMock).toHaveBeenCalledWith('County Found', { description: 'Found 2 matching counties. Viewing Orange.' });
    expect(useAppStore.getState().selectedCountyId).toBe('06059');
  });

  it('shows a destructive toast when nothing matches', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'xyz{Enter}');
    expect(toastMock.error).toHaveBeenCalledWith('No Results', {
      description: 'No counties found matching "xyz". Try searching for a county name or state.',
    });
    expect(useAppStore.getState().selectedCountyId).toBeNull();
  });

  it('ignores blank text', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), '   {Enter}');
    expect(toastMock).not.toHaveBeenCalled();
    expect(toastMock.error).not.toHaveBeenCalled();
  });
});

describe('SearchForm suggestions', () => {
  it('lists the matches while typing, best first, and says how many', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'oran');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Suggested counties' })).toBeVisible();
    expect(optionNames()).toEqual(['Orange, California', 'Orange, Florida']);
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves through the options with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'orange');
    const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent;
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Orange, California');
    expect(screen.getByRole('option', { name: 'Orange, California' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Orange, Florida');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Orange, California');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Orange, Florida');
  });

  it('picks the active option on Enter, with a one-county toast', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'orange{ArrowDown}{ArrowDown}{Enter}');
    expect(toastMock).toHaveBeenCalledWith('County Found', { description: 'Found 1 matching county. Viewing Orange.' });
    expect(useAppStore.getState().selectedCountyId).toBe('12095');
    expect(useAppStore.getState().focusRequest?.key).toBe('12095');
    expect(box()).toHaveValue('Orange, Florida');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches as the specification says on Enter with no option chosen', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'orange{Enter}');
    expect(toastMock).toHaveBeenCalledWith('County Found', { description: 'Found 2 matching counties. Viewing Orange.' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list on Escape and clears the text on a second Escape', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'orange{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('orange');
    expect(useAppStore.getState().selectedCountyId).toBeNull();
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('reopens the list with ArrowDown after Escape', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'los{Escape}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Los Angeles, California' })).toHaveAttribute('aria-selected', 'true');
  });

  it('finds a county by a forgiving spelling', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'Los Angeles County, CA');
    expect(optionNames()).toEqual(['Los Angeles, California']);
    await user.keyboard('{Enter}');
    expect(useAppStore.getState().selectedCountyId).toBe('06037');
  });

  it('says so when nothing matches and shows no list', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'xyz');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('No matching counties');
  });

  it('closes the list when the box loses focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SearchForm />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.type(box(), 'orange');
    await user.tab();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('MobileSearchButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks with a prompt and searches the answer: a state is shown whole, no county opened', async () => {
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('FL');
    const user = userEvent.setup();
    render(<MobileSearchButton />);
    await user.click(screen.getByRole('button', { name: 'Search counties' }));
    expect(prompt).toHaveBeenCalledWith('Search for a county:');
    expect(toastMock).toHaveBeenCalledWith('State Found', { description: 'Showing Florida and its 1 county. Choose one to see its figures.' });
    expect(useAppStore.getState().selectedCountyId).toBeNull();
    expect(useAppStore.getState().boundsRequest?.bounds).toEqual([
      [28.5144, -81.3231],
      [28.5144, -81.3231],
    ]);
  });

  it('matches as forgivingly as the search box', async () => {
    vi.spyOn(window, 'prompt').mockReturnValue('orange county, fl');
    const user = userEvent.setup();
    render(<MobileSearchButton />);
    await user.click(screen.getByRole('button', { name: 'Search counties' }));
    expect(toastMock).toHaveBeenCalledWith('County Found', { description: 'Found 1 matching county. Viewing Orange.' });
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
