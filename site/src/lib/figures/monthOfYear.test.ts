import { monthInWords, monthOfYear } from './monthOfYear';

describe('monthOfYear', () => {
  it('reads an English month and year as its first day, UTC', () => {
    expect(monthOfYear('December 2024')).toBe(Date.UTC(2024, 11, 1));
    expect(monthOfYear(' january 2025 ')).toBe(Date.UTC(2025, 0, 1));
  });

  it.each(['', '2024-12', 'Dec 2024', 'December', 'Diciembre 2024'])('leaves %j unread', (text) => {
    expect(monthOfYear(text)).toBeNull();
  });
});

describe('monthInWords', () => {
  it('says the month in the page language, and any other text as it is', () => {
    expect(monthInWords('December 2024')).toBe('December 2024');
    expect(monthInWords('late 2024')).toBe('late 2024');
  });
});
