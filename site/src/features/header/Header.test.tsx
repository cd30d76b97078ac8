import { act, render, screen } from '@testing-library/react';
import { useAppStore } from '../../store/appStore';
import { demoView } from '../../views/demoView';
import { measuredView } from '../../views/measuredView';
import { Header } from './Header';

const shown = () => [...document.querySelectorAll('.brand-subtitle-text[data-shown=true]')].map((s) => s.textContent);

describe('Header', () => {
  afterEach(() => useAppStore.getState().setDataView(demoView));

  it("shows the view's subtitle and keeps the other views' in its box, hidden", () => {
    render(<Header>{null}</Header>);
    expect(shown()).toEqual(['California & Florida Exposure Analysis']);
    act(() => useAppStore.getState().setDataView(measuredView));
    expect(shown()).toEqual(['United States Exposure Analysis']);
    expect(screen.getByText('California & Florida Exposure Analysis')).toHaveAttribute('data-shown', 'false');
  });
});
