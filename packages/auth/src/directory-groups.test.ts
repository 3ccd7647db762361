import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import { authSlice } from './auth-slice';
import { DirectoryGroupsError, listDirectoryGroups, loadDirectoryGroups } from './directory-groups';
import { startHttpTestServer } from './test-support/http-test-server';
import type { HttpTestServer } from './test-support/http-test-server';

let server: HttpTestServer | undefined;
afterEach(() => server?.close());

/** A Graph-like memberOf listing served in two pages linked by @odata.nextLink. */
async function graphServer() {
  server = await startHttpTestServer((request, self) => {
    if (request.url === '/v1.0/me/memberOf') {
      return {
        status: 200,
        body: {
          value: [
            {
              '@odata.type': '#microsoft.graph.group',
              id: 'g-2',
              displayName: 'Sales',
              description: 'EMEA',
            },
            {
              '@odata.type': '#microsoft.graph.directoryRole',
              id: 'r-1',
              displayName: 'Global Reader',
            },
          ],
          '@odata.nextLink': `${self.url}/v1.0/me/memberOf?$skiptoken=page2`,
        },
      };
    }
    return {
      status: 200,
      body: {
        value: [{ '@odata.type': '#microsoft.graph.group', id: 'g-1', displayName: 'Engineering' }],
      },
    };
  });
  return server;
}

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const page of pages) all.push(page);
  return all;
}

describe('directory groups (chat-spec section 7, "directory graph call")', () => {
  it('follows @odata.nextLink paging links, sending the bearer token on each page', async () => {
    const { url, requests } = await graphServer();
    const pages = await collect(
      listDirectoryGroups({ accessToken: 'graph-token', url: `${url}/v1.0/me/memberOf` }),
    );
    expect(pages.map((page) => page.map((group) => group.id))).toEqual([['g-2'], ['g-1']]);
    expect(requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer graph-token',
      'Bearer graph-token',
    ]);
  });

  it('keeps only groups, with missing descriptions as empty text', async () => {
    const { url } = await graphServer();
    const [, secondPage] = await collect(
      listDirectoryGroups({ accessToken: 't', url: `${url}/v1.0/me/memberOf` }),
    );
    expect(secondPage).toEqual([{ id: 'g-1', displayName: 'Engineering', description: '' }]);
  });

  it('feeds every page into the auth slice, sorted by displayName', async () => {
    const { url } = await graphServer();
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    await loadDirectoryGroups(store.dispatch, { accessToken: 't', url: `${url}/v1.0/me/memberOf` });
    expect(store.getState().auth.entraGroups.map((group) => group.displayName)).toEqual([
      'Engineering',
      'Sales',
    ]);
  });

  it('fails with the status when Graph refuses', async () => {
    server = await startHttpTestServer(() => ({ status: 403, body: {} }));
    await expect(
      collect(listDirectoryGroups({ accessToken: 't', url: `${server.url}/v1.0/me/memberOf` })),
    ).rejects.toThrow(new DirectoryGroupsError('Listing directory groups failed with status 403'));
  });
});
