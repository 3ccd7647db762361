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
  logFetchFailures();
}

const logging = Symbol.for('parley.testing.fetchFailuresLogged');

/**
 * A request that fails to reach the test server shows on screen only as "The server could not be
 * reached" (RTK Query's FETCH_ERROR keeps no cause): under load such a failure has been seen and
 * not explained, so the test's output says which request failed and why. Aborted requests (a
 * screen unmounted) are expected and not logged.
 */
function logFetchFailures() {
  const original = globalThis.fetch as typeof fetch & { [logging]?: true };
  if (original[logging]) return;
  const logged = async (input: RequestInfo | URL, init?: RequestInit) => {
    try {
      return await original(input, init);
    } catch (error) {
      if (!(error instanceof Error && error.name === 'AbortError')) {
        const [method, url] =
          input instanceof Request
            ? [input.method, input.url]
            : [init?.method ?? 'GET', String(input)];
        console.warn(
          `[test] fetch ${method} ${url} failed:`,
          error,
          error instanceof Error ? error.cause : undefined,
        );
      }
      throw error;
    }
  };
  globalThis.fetch = Object.assign(logged, { [logging]: true as const });
}
