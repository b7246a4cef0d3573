import {
  getApiBaseUrl,
  loadRuntimeConfig,
  RuntimeConfigError,
  setApiBaseUrl,
} from './runtime-config';

const serving = (body: string, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status }));

describe('loadRuntimeConfig', () => {
  afterEach(() => setApiBaseUrl(''));

  it('points the panel at the configured API', async () => {
    await loadRuntimeConfig(serving('{"apiBaseUrl":"https://api.example.com/"}'));
    expect(getApiBaseUrl()).toBe('https://api.example.com');
  });

  it('uses its own origin when there is no config.json or it names no API', async () => {
    await loadRuntimeConfig(serving('Not found', 404));
    expect(getApiBaseUrl()).toBe(globalThis.location.origin);
    await loadRuntimeConfig(serving('{}'));
    expect(getApiBaseUrl()).toBe(globalThis.location.origin);
  });

  it.each([
    ['text that is not JSON', '{"apiBaseUrl": '],
    ['a JSON array', '["https://api.example.com"]'],
    ['JSON null', 'null'],
    ['a number for the URL', '{"apiBaseUrl": 42}'],
    ['a URL that is not http(s)', '{"apiBaseUrl":"ftp://api.example.com"}'],
    ['a URL with credentials', '{"apiBaseUrl":"https://user:pw@api.example.com"}'],
    ['no URL at all', '{"apiBaseUrl":"not a url"}'],
  ])('refuses a config.json holding %s', async (_what, body) => {
    await expect(loadRuntimeConfig(serving(body))).rejects.toBeInstanceOf(RuntimeConfigError);
    expect(getApiBaseUrl()).toBe(globalThis.location.origin);
  });
});
