import { randomUUID } from 'node:crypto';
import { connectionLimits, connectionRunMessages, dataSourceLimits } from '@parley/api-contract';
import type { BlobStore } from '../blobs/blob-store';
import type { Database } from '../db/database';
import { findConnection, recordConnectionRun } from '../db/queries/connections';
import { findDataSource, libraryFileBlobKey, putLibraryFile } from '../db/queries/knowledge';
import type { WebsiteSettings } from '../domain/connection-providers';
import type { JobQueue, QueuedJob, QueueDefinition } from './job-queue';
import type { LibraryFileJob } from './library-processing';

/*
 * A website connection's crawl (issue 16), one durable job per crawl: from the start address it
 * follows links of the same origin, breadth first, to the depth and page limits, and adds each
 * HTML page to the connection's file library as an HTML file, so the library's own processing
 * jobs index it. A page that fails is a problem of the run; the run fails only when the start
 * page does. The run (status, pages, problems) is recorded on the connection as it goes.
 */

export const websiteCrawlQueue: QueueDefinition = {
  name: 'website-crawl',
  // A failed crawl is recorded on the connection and started again from the console.
  retryLimit: 0,
  retryDelaySeconds: 5,
  expireInSeconds: 30 * 60,
};

export interface WebsiteCrawlJob {
  connectionId: string;
  /** Who saved the connection or asked for the crawl: the pages' uploader. */
  userId: string | null;
}

export interface WebsiteCrawlDependencies {
  db: Database;
  blobs: BlobStore;
  queueFiles(files: readonly LibraryFileJob[]): Promise<void>;
  log: { warn(details: object, message: string): void };
}

const pageTimeoutMs = 15_000;

/** The page's address without its fragment: one page, however it is linked. */
function pageAddress(href: string, base: string): URL | undefined {
  try {
    const url = new URL(href, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url;
  } catch {
    return undefined;
  }
}

/** The addresses the page links to (`<a href>`), resolved against the page. */
export function linksOf(html: string, pageUrl: string): URL[] {
  const links: URL[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const href = (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&');
    const url = pageAddress(href, pageUrl);
    if (url) links.push(url);
  }
  return links;
}

/**
 * The library file name of a page: its host and path (and query), characters a file name may
 * not hold as `_`, ending in `.html`; one page always gets the same name, so a new crawl replaces
 * what the last one stored.
 */
export function pageFileName(url: URL): string {
  const path = url.pathname.replace(/^\/+|\/+$/g, '') || 'index';
  const query = url.search ? `_${url.search.slice(1)}` : '';
  const base = `${url.host}_${path}${query}`.replace(/[^A-Za-z0-9._-]+/g, '_');
  const stem = base.replace(/\.html?$/i, '');
  return `${stem.slice(0, dataSourceLimits.fileNameMaxLength - 5)}.html`;
}

async function fetchPage(
  url: URL,
): Promise<{ html: string; finalUrl: URL } | { skipped: string } | { failed: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(pageTimeoutMs),
    });
  } catch (error) {
    return { failed: `${url.href}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const finalUrl = new URL(response.url || url.href);
  if (!response.ok) {
    await response.body?.cancel();
    return { failed: `${url.href} answered ${response.status}.` };
  }
  if (finalUrl.origin !== url.origin) {
    await response.body?.cancel();
    return { skipped: `${url.href} leads to another site.` };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/^text\/html|^application\/xhtml\+xml/i.test(type)) {
    await response.body?.cancel();
    return { skipped: `${url.href} is not a page (${type || 'no type'}).` };
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > dataSourceLimits.fileMaxBytes) {
    return { skipped: `${url.href} is larger than a library file may be.` };
  }
  return { html: bytes.toString('utf8'), finalUrl };
}

export async function crawlWebsite(
  dependencies: WebsiteCrawlDependencies,
  job: QueuedJob<WebsiteCrawlJob>,
): Promise<void> {
  const { db } = dependencies;
  const { connectionId, userId } = job.data;
  const connection = await findConnection(db, connectionId);
  if (!connection || connection.providerType !== 'website') return;
  const startedAt = new Date();
  // Only the crawl that was queued starts (a deleted or restarted one has nothing to do).
  const started = await recordConnectionRun(
    db,
    connectionId,
    {
      lastRunAction: 'Crawl',
      lastRunStatus: 'Running',
      lastRunStartedAt: startedAt,
      lastRunFinishedAt: null,
      lastRunSummary: connectionRunMessages.crawling(0),
      lastRunProblems: [],
    },
    'Queued',
  );
  if (!started) return;
  const settings = connection.configuration as unknown as WebsiteSettings;
  const problems: string[] = [];
  let stored = 0;
  let skipped = 0;
  let failed = 0;
  const finish = (status: 'Succeeded' | 'Failed', extra: string[] = []) =>
    recordConnectionRun(db, connectionId, {
      lastRunAction: 'Crawl',
      lastRunStatus: status,
      lastRunStartedAt: startedAt,
      lastRunFinishedAt: new Date(),
      lastRunSummary:
        status === 'Failed'
          ? connectionRunMessages.failed
          : connectionRunMessages.crawled({ stored, skipped, failed }),
      lastRunProblems: [...extra, ...problems].slice(0, connectionLimits.runProblemsMax),
    });

  try {
    const library = await findDataSource(db, settings.dataSourceId);
    if (!library) {
      await finish('Failed', ['The connection\u2019s file library no longer exists.']);
      return;
    }
    const start = pageAddress(settings.startUrl, settings.startUrl);
    if (!start) {
      await finish('Failed', [`${settings.startUrl} is not an http or https address.`]);
      return;
    }
    const seen = new Set<string>([start.href]);
    const queue: { url: URL; depth: number }[] = [{ url: start, depth: 0 }];
    while (queue.length > 0 && stored < settings.maxPages) {
      const { url, depth } = queue.shift() as { url: URL; depth: number };
      const page = await fetchPage(url);
      if ('failed' in page || 'skipped' in page) {
        if (depth === 0 && 'failed' in page) {
          failed += 1;
          await finish('Failed', [page.failed]);
          return;
        }
        if ('failed' in page) failed += 1;
        else skipped += 1;
        problems.push('failed' in page ? page.failed : page.skipped);
        continue;
      }
      await storePage(dependencies, library.dataSourceId, userId, page.finalUrl, page.html);
      stored += 1;
      await recordConnectionRun(db, connectionId, {
        lastRunSummary: connectionRunMessages.crawling(stored),
      });
      if (depth >= settings.maxDepth) continue;
      for (const link of linksOf(page.html, page.finalUrl.href)) {
        if (link.origin !== start.origin || seen.has(link.href)) continue;
        seen.add(link.href);
        queue.push({ url: link, depth: depth + 1 });
      }
    }
    await finish('Succeeded');
  } catch (error) {
    dependencies.log.warn({ err: error, connectionId }, 'website crawl failed');
    await finish('Failed', [error instanceof Error ? error.message : String(error)]);
  }
}

async function storePage(
  dependencies: WebsiteCrawlDependencies,
  dataSourceId: string,
  userId: string | null,
  url: URL,
  html: string,
) {
  const { db, blobs } = dependencies;
  const data = Buffer.from(html, 'utf8');
  const blobKey = libraryFileBlobKey(dataSourceId, randomUUID());
  await blobs.put(blobKey, data);
  const { file, replacedBlobKey } = await db
    .transaction((tx) =>
      putLibraryFile(tx, {
        fileId: randomUUID(),
        dataSourceId,
        fileName: pageFileName(url),
        mimeType: 'text/html',
        sizeBytes: data.length,
        blobKey,
        uploadedByUserId: userId,
      }),
    )
    .catch(async (error: unknown) => {
      await blobs.delete(blobKey);
      throw error;
    });
  if (replacedBlobKey) await blobs.delete(replacedBlobKey);
  await dependencies.queueFiles([{ fileId: file.fileId, contentVersion: file.contentVersion }]);
}

export async function startWebsiteCrawls(
  queue: JobQueue,
  dependencies: WebsiteCrawlDependencies,
): Promise<void> {
  await queue.work<WebsiteCrawlJob>(websiteCrawlQueue, (job) => crawlWebsite(dependencies, job));
}

/** Sends a connection's crawl job, once while one is queued or running. */
export function queueWebsiteCrawl(queue: JobQueue, job: WebsiteCrawlJob): Promise<void> {
  return queue.send(websiteCrawlQueue.name, job, { singletonKey: job.connectionId });
}
