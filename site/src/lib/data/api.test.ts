import { apiErrorMessage, fetchJson } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiErrorMessage', () => {
  it('uses the body text', () => {
    expect(apiErrorMessage(500, 'Internal Server Error', 'boom')).toBe('500: boom');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(apiErrorMessage(404, 'Not Found', '')).toBe('404: Not Found');
  });
});

describe('fetchJson', () => {
  it('sends credentials and parses JSON', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('[1]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchJson('/api/counties')).resolves.toEqual([1]);
    expect(fetchMock).toHaveBeenCalledWith('/api/counties', { credentials: 'include' });
  });

  it('rejects with the status and body on a non-ok answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('no access', { status: 401, statusText: 'Unauthorized' })));
    await expect(fetchJson('/api/counties')).rejects.toThrow('401: no access');
  });

  it('rejects with the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' })));
    await expect(fetchJson('/api/counties')).rejects.toThrow('503: Service Unavailable');
  });
});
