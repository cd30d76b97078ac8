import { countySiteList } from './countySiteList';

describe('countySiteList', () => {
  it("lists a county's sites nearest its point first, then by EPA ID", () => {
    const entry = {
      km: 5.6,
      nearest: { id: 'NCD024644494', name: 'ABC ONE HOUR CLEANERS' },
      sites: [
        { id: 'NC6170022580', name: 'CAMP LEJEUNE MILITARY RES. (USNAVY)', km: 7.7 },
        { id: 'NCD024644494', name: 'ABC ONE HOUR CLEANERS', km: 5.6 },
        { id: 'NCD000000001', name: 'SAME DISTANCE', km: 7.7 },
      ],
    };
    expect(countySiteList(entry).map((s) => s.id)).toEqual(['NCD024644494', 'NC6170022580', 'NCD000000001']);
    // The entry itself keeps its order.
    expect(entry.sites[0]!.id).toBe('NC6170022580');
  });

  it('lists none for a county without sites or without an entry', () => {
    expect(countySiteList({ km: 40, nearest: { id: 'NCD000000001', name: 'ELSEWHERE' }, sites: [] })).toEqual([]);
    expect(countySiteList(null)).toEqual([]);
  });
});
