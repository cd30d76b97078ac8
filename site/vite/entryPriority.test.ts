import { withLowFetchPriority } from './entryPriority';

describe('withLowFetchPriority', () => {
  it("lowers the entry script's fetch priority and leaves every other tag alone", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<script type="module" crossorigin src="/assets/other-b2.js"></script></head>';
    expect(withLowFetchPriority(html, 'assets/index-a1.js')).toBe(
      '<head><script type="module" crossorigin fetchpriority="low" src="/assets/index-a1.js"></script>' +
        '<script type="module" crossorigin src="/assets/other-b2.js"></script></head>',
    );
  });

  it('fails when the entry script is not written the way Vite writes it today', () => {
    expect(() => withLowFetchPriority('<script type="module" src="/assets/index-a1.js"></script>', 'assets/index-a1.js')).toThrow(
      'entry priority: no <script type="module" crossorigin src="/assets/index-a1.js"> in the page; Vite writes its entry script differently now',
    );
  });
});
