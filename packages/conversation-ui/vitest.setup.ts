import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// These tests talk to a real HTTP test server and render Chakra's full component tree; on a loaded
// CI machine a first render can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no ResizeObserver; Chakra's positioned parts (menus, dialogs, popovers) observe sizes.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
