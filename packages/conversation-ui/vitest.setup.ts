import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installJsdomStubs } from '@parley/app-shell/testing';

afterEach(cleanup);

// The tests talk to a real HTTP test server and render Chakra's full component tree; on a loaded
// CI machine a first render can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

installJsdomStubs();
