import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Stories of parts with links or forms render inside a memory router of the data kind the apps
 * start, so the unsaved-changes guard's `useBlocker` works. (The Node-only test support's
 * `MemoryDataRouter` does the same for tests; a story cannot import that entry.)
 */
export const withRouter: Decorator = (Story) => (
  <RouterProvider router={createMemoryRouter([{ path: '*', element: <Story /> }])} />
);
