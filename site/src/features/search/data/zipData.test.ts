import { parseZipPiece, zipCounties, zipPiecePath } from './zipData';

// The shape of build/api/zip/902 (datagen/testdata/TestGenerate/zip/902.golden).
const answer = {
  zips: { '90210': ['06037'], '90265': ['06037', '06111'] },
  counties: { '06037': { name: 'Los Angeles', state: 'California' }, '06111': { name: 'Ventura', state: 'California' } },
};

describe('zipPiecePath', () => {
  it.each([
    ['90210', '/api/zip/902'],
    ['00601', '/api/zip/006'],
  ])('finds %s in %s', (zip, path) => {
    expect(zipPiecePath(zip)).toBe(path);
  });
});

describe('zipCounties', () => {
  const piece = parseZipPiece(answer);

  it('names the one county of a ZIP', () => {
    expect(zipCounties(piece, '90210')).toEqual([{ fips: '06037', name: 'Los Angeles', state: 'California' }]);
  });

  it('keeps the FIPS order of a ZIP that spans counties', () => {
    expect(zipCounties(piece, '90265').map((c) => c.name)).toEqual(['Los Angeles', 'Ventura']);
  });

  it('finds nothing for a ZIP the piece does not hold', () => {
    expect(zipCounties(piece, '90299')).toEqual([]);
  });
});

describe('parseZipPiece', () => {
  it.each([null, [], 'x', { zips: [] }, { zips: {}, counties: null }])('reads %j as holding no ZIP', (value) => {
    expect(parseZipPiece(value)).toEqual({ zips: {}, counties: {} });
  });

  it('drops malformed entries and the counties they would name', () => {
    const piece = parseZipPiece({
      zips: { '90210': ['06037'], '90211': '06037', '90212': ['06999'] },
      counties: { '06037': { name: 'Los Angeles', state: 'California' }, '06999': { name: 1 } },
    });
    expect(zipCounties(piece, '90210')).toHaveLength(1);
    expect(zipCounties(piece, '90211')).toEqual([]);
    expect(zipCounties(piece, '90212')).toEqual([]);
  });
});
