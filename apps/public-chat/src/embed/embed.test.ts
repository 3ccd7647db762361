import { afterEach, describe, expect, it, vi } from 'vitest';

function addScriptTag(attributes: Record<string, string>) {
  const script = document.createElement('script');
  script.src = 'https://chat.example.com/public-chat/embed.js';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
}

/** Runs the loader as a page would: a fresh module evaluation per script tag. */
async function runLoader() {
  vi.resetModules();
  await import('./embed');
}

afterEach(() => {
  document.body.replaceChildren();
  delete window.Parley;
  vi.restoreAllMocks();
});

describe('embed.js on a host page', () => {
  it('adds exactly one global, window.Parley, with open, close, toggle and on', async () => {
    const before = new Set(Object.getOwnPropertyNames(window));
    addScriptTag({ 'data-endpoint': 'parley-demo' });
    await runLoader();
    const added = Object.getOwnPropertyNames(window).filter((name) => !before.has(name));
    expect(added).toEqual(['Parley']);
    expect(Object.keys(window.Parley ?? {}).sort()).toEqual(['close', 'on', 'open', 'toggle']);
  });

  it('adds no style to the page: nothing in the head, no document stylesheet', async () => {
    const headBefore = document.head.innerHTML;
    addScriptTag({ 'data-endpoint': 'parley-demo' });
    await runLoader();
    expect(document.head.innerHTML).toBe(headBefore);
    expect(document.styleSheets).toHaveLength(0);
  });

  it('puts the whole widget in the shadow root of one host element', async () => {
    addScriptTag({ 'data-endpoint': 'parley-demo' });
    await runLoader();
    const hosts = document.querySelectorAll('[data-parley-widget]');
    expect(hosts).toHaveLength(1);
    expect(hosts[0]?.shadowRoot?.querySelector('button')).toBeTruthy();
    expect(document.body.querySelector(':scope > button, :scope > iframe')).toBeNull();
  });

  it('resets every inherited style on the host element, winning over !important page rules', async () => {
    addScriptTag({ 'data-endpoint': 'parley-demo' });
    await runLoader();
    const host = document.querySelector<HTMLElement>('[data-parley-widget]');
    expect(host?.style.getPropertyValue('all')).toBe('initial');
    expect(host?.style.getPropertyPriority('all')).toBe('important');
  });

  it('draws nothing and explains when data-endpoint is missing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addScriptTag({});
    await runLoader();
    expect(window.Parley).toBeUndefined();
    expect(document.querySelector('[data-parley-widget]')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'Parley: data-endpoint is required: the public endpoint name, 1 to 100 letters, digits, "-" or "_".',
    );
  });

  it('ignores a second copy of the script instead of drawing two launchers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    addScriptTag({ 'data-endpoint': 'parley-demo' });
    await runLoader();
    await runLoader();
    expect(document.querySelectorAll('[data-parley-widget]')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      'Parley: the chat widget is already on this page; this script tag is ignored.',
    );
  });
});
