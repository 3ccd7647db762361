/**
 * What jsdom lacks and Chakra needs, for the component tests of every package with screens: a
 * ResizeObserver (positioned parts such as menus, dialogs and drawers observe sizes) and
 * `matchMedia` (`useBreakpointValue` reads it). No media query matches, so screens render at their
 * narrowest layout (the agent editor's test chat in its drawer).
 */
export function installJsdomStubs() {
  if (!('ResizeObserver' in globalThis)) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
