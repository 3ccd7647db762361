import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

const Page = createContext<ReactNode>(null);

function CurrentPage() {
  return useContext(Page);
}

export interface MemoryDataRouterProps {
  /** The router's starting location. */
  route?: string;
  children: ReactNode;
}

/**
 * A memory router of the data kind the apps start (`createBrowserRouter`), so that what needs one
 * (react-router's `useBlocker`, behind the unsaved-changes guard) works in tests and stories. Every
 * path shows `children`, whose own `<Routes>` match below it; the router is made once, and new
 * children (a `rerender`) show in it.
 */
export function MemoryDataRouter({ route = '/', children }: MemoryDataRouterProps) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <CurrentPage /> }], { initialEntries: [route] }),
  );
  return (
    <Page.Provider value={children}>
      <RouterProvider router={router} />
    </Page.Provider>
  );
}
