import { lastUpdatedMonth } from './lastUpdated';

describe('lastUpdatedMonth', () => {
  it('reads "Month YYYY" as a day of that month', () => {
    const date = lastUpdatedMonth('December 2024');
    expect([date?.getFullYear(), date?.getMonth()]).toEqual([2024, 11]);
    expect(lastUpdatedMonth(' March 1999 ')?.getMonth()).toBe(2);
  });

  it('leaves any other text alone', () => {
    expect(['', '2024-12', 'Decembre 2024', 'December', '12 December 2024'].map(lastUpdatedMonth)).toEqual([null, null, null, null, null]);
  });
});
