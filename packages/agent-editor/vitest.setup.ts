import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// The screens' tests talk to a real HTTP test server and render Chakra's full component tree;
// on a loaded machine a first render can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no ResizeObserver; Chakra's positioned parts (comboboxes, dialogs, drawers) observe sizes.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no matchMedia; Chakra's useBreakpointValue reads it. No query matches: the screens
// render at their narrowest layout (the agent editor's test chat in its drawer).
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
