import { dataSourcePaths } from '@parley/api-contract';
import type { LibraryFile, LibraryFileStatus } from '@parley/api-contract';
import { seededUsers } from './test-server';
import type { TestServer } from './test-server';

/**
 * Waits until a library file reaches one of the statuses (its processing job runs beside the
 * test), polling its own call; fails with the last status seen when it does not within the bound.
 */
export async function waitForFile(
  server: TestServer,
  dataSourceId: string,
  fileName: string,
  statuses: readonly LibraryFileStatus[],
  timeoutMs = 30_000,
): Promise<LibraryFile> {
  const deadline = Date.now() + timeoutMs;
  let last: LibraryFile | undefined;
  while (Date.now() < deadline) {
    const response = await server.as(seededUsers.admin, {
      method: 'GET',
      url: dataSourcePaths.file(dataSourceId, fileName),
    });
    if (response.statusCode === 200) {
      last = response.json() as LibraryFile;
      if (statuses.includes(last.status)) return last;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `"${fileName}" did not reach ${statuses.join(' or ')} within ${timeoutMs} ms (last: ${last?.status ?? 'not found'}).`,
  );
}
