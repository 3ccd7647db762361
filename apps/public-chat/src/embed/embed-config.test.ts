import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LAUNCHER_COLOR, readEmbedConfig } from './embed-config';

function scriptTag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = 'https://chat.example.com/public-chat/embed.js';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  return script;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('readEmbedConfig', () => {
  it('reads the endpoint, position, colour and open-on-load from the data attributes', () => {
    const { config, warnings } = readEmbedConfig(
      scriptTag({
        'data-endpoint': 'parley-demo',
        'data-position': 'bottom-left',
        'data-color': '#0A7',
        'data-open': 'true',
      }),
    );
    expect(warnings).toEqual([]);
    expect(config).toEqual({
      endpoint: 'parley-demo',
      position: 'bottom-left',
      color: '#0A7',
      openOnLoad: true,
      appOrigin: 'https://chat.example.com',
      language: 'en',
    });
  });

  it("labels the launcher in the browser's first language the chat speaks, as the chat reads it", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'ar-EG', 'en']);
    const { config } = readEmbedConfig(scriptTag({ 'data-endpoint': 'parley-demo' }));
    expect(config?.language).toBe('ar');
  });

  it('defaults to bottom-right, the default brand primary #784FD3 and closed', () => {
    const { config } = readEmbedConfig(scriptTag({ 'data-endpoint': 'parley-demo' }));
    expect(config).toMatchObject({
      position: 'bottom-right',
      color: DEFAULT_LAUNCHER_COLOR,
      openOnLoad: false,
    });
    expect(DEFAULT_LAUNCHER_COLOR).toBe('#784FD3');
  });

  it('refuses a missing endpoint, naming data-endpoint and its rule', () => {
    const { config, warnings } = readEmbedConfig(scriptTag({}));
    expect(config).toBeUndefined();
    expect(warnings).toEqual([
      'data-endpoint is required: the public endpoint name, 1 to 100 letters, digits, "-" or "_".',
    ]);
  });

  it('refuses an endpoint that would leave the public-chat path', () => {
    const { config } = readEmbedConfig(scriptTag({ 'data-endpoint': '../admin' }));
    expect(config).toBeUndefined();
  });

  it('falls back to the defaults for a bad position or colour and says why', () => {
    const { config, warnings } = readEmbedConfig(
      scriptTag({
        'data-endpoint': 'parley-demo',
        'data-position': 'top-left',
        'data-color': 'red; background: url(x)',
      }),
    );
    expect(config).toMatchObject({ position: 'bottom-right', color: '#784FD3' });
    expect(warnings).toEqual([
      'data-position must be "bottom-right" or "bottom-left"; using "bottom-right".',
      'data-color must be a #rgb or #rrggbb colour; using #784FD3.',
    ]);
  });
});
