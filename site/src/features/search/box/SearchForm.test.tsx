import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastMock } from '../../../test/mockToast';
import { sampleCounties } from '../../../test/fixtures';
import { resetAppStore, useAppStore } from '../../../store/appStore';
import { measuredView } from '../../../views/measuredView';
import { searchEngine } from '../searchEngine';
import { SearchForm } from './SearchForm';
import { PhoneSearch } from './PhoneSearch';
import { selectSelectedCountyId } from '../../../store/selectors';

vi.mock('../../../toasts/toast', () => ({ toast: toastMock }));

// The search's index for the three sample counties; no piece of places.
const INDEX = {
  counties: { '06037': ['Los Angeles', 'CA', 9663345], '06059': ['Orange', 'CA', 3135755], '12095': ['Orange', 'FL', 1471416] },
  states: [['CA', 'California'], ['FL', 'Florida']],
  keys: '',
};

// The search's code loads with the first focus (searchEngine.ts): loaded here once, as it is on the
// page once the box was focused.
beforeAll(() => searchEngine.load());

beforeEach(() => {
  resetAppStore();
  useAppStore.getState().setCounties(sampleCounties());
  useAppStore.getState().setCountiesStatus('ready');
  toastMock.mockClear();
  toastMock.error.mockClear();
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(INDEX)));
});

afterEach(() => vi.unstubAllGlobals());

const box = () => screen.getByRole('combobox', { name: 'Search counties' });
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
/** Waits for the options the search's code gives for the text typed. */
const options = (names: string[]) => waitFor(() => expect(optionNames()).toEqual(names));

describe('SearchForm', () => {
  it('is a search landmark with a named combobox', () => {
    render(<SearchForm />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Search counties' });
    expect(box).toHaveAttribute('placeholder', 'Search county or address...');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
  });

  it("submits its page's view by itself, as a plain form before the app runs", async () => {
    const submitted = () => [...new FormData(screen.getByRole<HTMLFormElement>('search')).entries()];
    const { unmount } = render(<SearchForm />);
    await waitFor(() => expect(submitted()).toEqual([['q', '']]));
    unmount();
    useAppStore.getState().setDataView(measuredView);
    render(<SearchForm />);
    await waitFor(() =>
      expect(submitted()).toEqual([
        ['q', ''],
        ['data', 'measured'],
      ]),
    );
  });

  it('selects and focuses the first match on Enter and says so', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), '  los angeles {Enter}');
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith('County Found', { description: 'Found 1 matching county. Viewing Los Angeles.', action: undefined }));
    expect(selectSelectedCountyId(useAppStore.getState())).toBe('06037');
    expect(useAppStore.getState().focusRequest?.key).toBe('06037');
  });

  it('uses the plural when several counties match', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'orange{Enter}');
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith('County Found', { description: 'Found 2 matching counties. Viewing Orange.', action: undefined }));
    expect(selectSelectedCountyId(useAppStore.getState())).toBe('06059');
  });

  it('shows a destructive toast when nothing matches', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'xyz{Enter}');
    await waitFor(() => expect(toastMock.error).toHaveBeenCalled());
    expect(toastMock.error).toHaveBeenCalledWith('No Results', {
      description: 'No counties found matching "xyz". Try searching for a county name or state.',
    });
    expect(selectSelectedCountyId(useAppStore.getState())).toBeNull();
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
    await options(['Orange, California', 'Orange, Florida']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Suggested counties' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves through the options with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'orange');
    await options(['Orange, California', 'Orange, Florida']);
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
    await user.type(box(), 'orange');
    await options(['Orange, California', 'Orange, Florida']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith('County Found', { description: 'Found 1 matching county. Viewing Orange.', action: undefined }));
    expect(selectSelectedCountyId(useAppStore.getState())).toBe('12095');
    expect(useAppStore.getState().focusRequest?.key).toBe('12095');
    await waitFor(() => expect(box()).toHaveValue('Orange, Florida'));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches as the specification says on Enter with no option chosen', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'orange{Enter}');
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith('County Found', { description: 'Found 2 matching counties. Viewing Orange.', action: undefined }));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list on Escape and clears the text on a second Escape', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'orange');
    await options(['Orange, California', 'Orange, Florida']);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('orange');
    expect(selectSelectedCountyId(useAppStore.getState())).toBeNull();
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('reopens the list with ArrowDown after Escape', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'los');
    await options(['Los Angeles, California']);
    await user.keyboard('{Escape}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Los Angeles, California' })).toHaveAttribute('aria-selected', 'true');
  });

  it('finds a county by a forgiving spelling', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'Los Angeles County, CA');
    await options(['Los Angeles, California']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(selectSelectedCountyId(useAppStore.getState())).toBe('06037'));
  });

  it('says so when nothing matches and shows no list', async () => {
    const user = userEvent.setup();
    render(<SearchForm />);
    await user.type(box(), 'xyz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matching counties'));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
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
    await options(['Orange, California', 'Orange, Florida']);
    await user.tab();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('PhoneSearch', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("asks with the specification's prompt in the Demo view and searches the answer", async () => {
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('orange county, fl');
    const user = userEvent.setup();
    render(<PhoneSearch />);
    await user.click(screen.getByRole('button', { name: 'Search counties' }));
    expect(prompt).toHaveBeenCalledWith('Search for a county:');
    await waitFor(() => expect(selectSelectedCountyId(useAppStore.getState())).toBe('12095'));
    expect(toastMock).toHaveBeenCalledWith('County Found', { description: 'Found 1 matching county. Viewing Orange.', action: undefined });
  });

  it('does nothing when the prompt is cancelled', async () => {
    vi.spyOn(window, 'prompt').mockReturnValue(null);
    const user = userEvent.setup();
    render(<PhoneSearch />);
    await user.click(screen.getByRole('button', { name: 'Search counties' }));
    expect(toastMock).not.toHaveBeenCalled();
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('opens the search box with its suggestions in the Measured view, and closes it after a choice', async () => {
    useAppStore.getState().setMeasuredCounties(sampleCounties() as never);
    useAppStore.getState().setMeasuredStatus('ready');
    useAppStore.getState().setDataView(measuredView);
    const prompt = vi.spyOn(window, 'prompt');
    const user = userEvent.setup();
    render(<PhoneSearch />);
    const button = screen.getByRole('button', { name: 'Search counties' });
    await user.click(button);
    expect(prompt).not.toHaveBeenCalled();
    // The box is a chunk of its own, loaded at the first tap.
    await waitFor(() => expect(box()).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('oran');
    await options(['Orange, California', 'Orange, Florida']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(selectSelectedCountyId(useAppStore.getState())).toBe('12095'));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes the box with Escape on an empty box, or with its close button', async () => {
    useAppStore.getState().setDataView(measuredView);
    const user = userEvent.setup();
    render(<PhoneSearch />);
    await user.click(screen.getByRole('button', { name: 'Search counties' }));
    await waitFor(() => expect(box()).toHaveFocus());
    await user.keyboard('x{Backspace}{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search counties' }));
    await user.click(await screen.findByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
