import { MANIFEST } from '../src/lib/data/manifest';
import { apiHeaderRules } from './apiHeaders';

const json = 'application/json; charset=utf-8';
const csv = 'text/csv; charset=utf-8';

describe('apiHeaderRules', () => {
  it("sends each file with its type, a download under its name, and a folder's pieces by one rule", () => {
    expect(
      apiHeaderRules({
        counties: { path: '/api/counties', type: json },
        exportCsv: { path: '/api/export/csv', type: csv, download: 'environmental-data.csv' },
        zipPieces: { path: '/api/zip/', type: json },
      }),
    ).toEqual([
      '/api/counties',
      `  Content-Type: ${json}`,
      '/api/export/csv',
      `  Content-Type: ${csv}`,
      '  Content-Disposition: attachment; filename="environmental-data.csv"',
      '/api/zip/*',
      `  Content-Type: ${json}`,
    ]);
  });

  it('writes a path two keys share once, and refuses one they would send differently', () => {
    const exportCodebook = { path: '/api/export/codebook', type: csv, download: 'codebook.csv' };
    expect(apiHeaderRules({ exportCodebook, again: exportCodebook })).toHaveLength(3);
    expect(() => apiHeaderRules({ exportCodebook, again: { ...exportCodebook, type: json } })).toThrow(
      'manifest: /api/export/codebook is listed twice with different headers',
    );
  });

  it("gives every file of the generator's manifest a rule", () => {
    const { files } = MANIFEST;
    const rules = apiHeaderRules(files).join('\n');
    for (const { path, type, download } of Object.values(files)) {
      const pattern = path.endsWith('/') ? `${path}*` : path;
      expect(rules).toContain(`${pattern}\n  Content-Type: ${type}${download ? `\n  Content-Disposition: attachment; filename="${download}"` : ''}`);
    }
  });
});
