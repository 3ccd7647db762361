// Benchmark of file libraries (issue 16): how many files a minute the processing pipeline takes
// from Queued to Online (PDF, Word, Markdown and HTML, a quarter each), and the latency of a
// library search over 10,000 chunks (p50 and p95 of the search an agent's question runs, through
// the console's search call). It builds nothing: run `pnpm --filter @parley/api-server build`
// first. It starts the built server on a free loopback port with a fresh data directory (embedded
// PGlite, or with --postgres a throw-away PostgreSQL 15 cluster), prints its figures and stops.
//
//   node bench/library-pipeline.mjs [--files 60] [--chunks 10000] [--searches 200] [--postgres]
//
// Figures are whole-process wall times on this machine, with the server's own worker thread
// reading the files; compare them run against run, on a quiet machine.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { docxWithParagraphs, pdfWithPages } from '../tooling/document-fixtures.mjs';
import { startPostgresCluster } from '../tooling/postgres-cluster.mjs';
import { apiClient } from './support/api.mjs';
import {
  freePort,
  freshDataDir,
  requireBuilt,
  serverEntry,
  startServer,
  stopServer,
} from './support/server.mjs';

requireBuilt([[serverEntry, 'pnpm --filter @parley/api-server build']]);
const { values: options } = parseArgs({
  options: {
    files: { type: 'string', default: '60' },
    chunks: { type: 'string', default: '10000' },
    searches: { type: 'string', default: '200' },
    postgres: { type: 'boolean', default: false },
  },
});
const fileCount = Number(options.files);
const chunkTarget = Number(options.chunks);
const searchCount = Number(options.searches);
/** Nothing here may run for ever. */
const benchTimeoutMs = 15 * 60 * 1000;
const deadline = Date.now() + benchTimeoutMs;

const words = (
  'archive budget canteen contract deadline expenses ferry harbour holiday invoice laptop leave ' +
  'meeting parking pension policy printer project receipt remote report security shuttle supplier ' +
  'training travel vacation visitor warehouse wellbeing'
).split(' ');

/** A sentence of policy-like prose, different for each seed. */
function sentence(seed) {
  const pick = (offset) => words[(seed * 7 + offset * 13) % words.length];
  return `The ${pick(1)} rules for ${pick(2)} and ${pick(3)} apply to every ${pick(4)} request number ${seed}.`;
}

const paragraph = (seed, sentences = 4) =>
  Array.from({ length: sentences }, (_, index) => sentence(seed * 10 + index)).join(' ');

/** A mixed batch of real documents, about 15 chunks each. */
function mixedFiles(count) {
  return Array.from({ length: count }, (_, index) => {
    const paragraphs = Array.from({ length: 40 }, (_, offset) => paragraph(index * 100 + offset));
    switch (index % 4) {
      case 0:
        return {
          fileName: `policy-${index}.pdf`,
          data: pdfWithPages(
            Array.from({ length: 5 }, (_, page) =>
              paragraphs
                .slice(page * 8, page * 8 + 8)
                .flatMap((text) => text.match(/.{1,90}(\s|$)/g)),
            ),
          ),
        };
      case 1:
        return {
          fileName: `handbook-${index}.docx`,
          data: docxWithParagraphs(['# Handbook', ...paragraphs]),
        };
      case 2:
        return { fileName: `notes-${index}.md`, data: `# Notes\n\n${paragraphs.join('\n\n')}` };
      default:
        return {
          fileName: `page-${index}.html`,
          data: `<html><body><h1>Page</h1>${paragraphs.map((text) => `<p>${text}</p>`).join('')}</body></html>`,
        };
    }
  });
}

async function multipart(files) {
  const form = new FormData();
  for (const { fileName, data } of files) form.append('file', new Blob([data]), fileName);
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type'),
    body: Buffer.from(await encoded.arrayBuffer()),
  };
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function newLibrary(api, token, name) {
  return api.json('POST', '/api/internal/admin/dataSources/FileLibrary/Default', {
    token,
    body: {
      name,
      description: '',
      indexSettings: { chunkSize: 1200, chunkOverlap: 150, language: 'english' },
      embeddingDeploymentName: null,
    },
  });
}

async function upload(api, token, dataSourceId, files) {
  for (let start = 0; start < files.length; start += 20) {
    const response = await api.call(
      'POST',
      `/api/internal/admin/fileLibraries/${dataSourceId}/files`,
      {
        token,
        raw: await multipart(files.slice(start, start + 20)),
      },
    );
    let text = '';
    for await (const chunk of response) text += chunk;
    if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${text}`);
  }
}

/** Waits until every file of the library is Online (or fails on one in Error); the library's view. */
async function settled(api, token, dataSourceId, count) {
  for (;;) {
    const view = await api.json('GET', `/api/internal/admin/dataSources/${dataSourceId}`, {
      token,
    });
    if (view.fileCounts.Error > 0)
      throw new Error(`a file ended in Error: ${JSON.stringify(view.fileCounts)}`);
    if (view.fileCounts.Online === count) return view;
    if (Date.now() > deadline)
      throw new Error(`not all files were Online in time: ${JSON.stringify(view.fileCounts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const port = await freePort();
const dataDir = freshDataDir('library-pipeline');
const postgres = options.postgres ? await startPostgresCluster() : undefined;
let server;
try {
  server = await startServer({
    dataDir,
    port,
    env: postgres ? { DATABASE_URL: postgres.url } : {},
  });
  const ca = readFileSync(path.join(dataDir, 'tls', 'localhost-cert.pem'), 'utf8');
  const api = apiClient(port, ca);
  const { n1AIToken: token } = await api.json(
    'POST',
    '/api/internal/authorization/Dev/GenerateToken',
    {
      body: { userName: 'admin@parley.local' },
    },
  );
  console.log(`[bench] database: ${postgres ? 'PostgreSQL 15' : 'embedded PGlite'}`);

  // Files per minute, from the first upload to the last file Online.
  const files = mixedFiles(fileCount);
  const mixed = await newLibrary(api, token, 'Pipeline bench');
  const started = performance.now();
  await upload(api, token, mixed.dataSourceId, files);
  const processed = await settled(api, token, mixed.dataSourceId, files.length);
  const seconds = (performance.now() - started) / 1000;
  const megabytes = files.reduce((sum, file) => sum + file.data.length, 0) / 1024 / 1024;
  console.log(
    `[bench] pipeline: ${files.length} files (${megabytes.toFixed(1)} MB, ${processed.chunkCount} chunks) Online in ${seconds.toFixed(1)} s: ${((files.length / seconds) * 60).toFixed(0)} files a minute, ${(processed.chunkCount / seconds).toFixed(0)} chunks a second`,
  );

  // Search latency over a library of `chunkTarget` chunks (Markdown of one-chunk paragraphs).
  const large = await newLibrary(api, token, 'Search bench');
  const perFile = 500;
  const bigFiles = Array.from({ length: Math.ceil(chunkTarget / perFile) }, (_, index) => ({
    fileName: `archive-${index}.md`,
    data: Array.from({ length: perFile }, (_, offset) =>
      paragraph(index * perFile + offset, 9),
    ).join('\n\n'),
  }));
  await upload(api, token, large.dataSourceId, bigFiles);
  const filled = await settled(api, token, large.dataSourceId, bigFiles.length);
  const questions = Array.from(
    { length: searchCount },
    (_, index) =>
      `What are the ${words[index % words.length]} rules for ${words[(index * 5 + 3) % words.length]}?`,
  );
  for (const question of questions.slice(0, 20)) {
    await api.json(
      'GET',
      `/api/internal/admin/fileLibraries/${large.dataSourceId}/search?q=${encodeURIComponent(question)}`,
      { token },
    );
  }
  const timings = [];
  for (const question of questions) {
    const begun = performance.now();
    await api.json(
      'GET',
      `/api/internal/admin/fileLibraries/${large.dataSourceId}/search?q=${encodeURIComponent(question)}`,
      { token },
    );
    timings.push(performance.now() - begun);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `[bench] search over ${filled.chunkCount} chunks, ${timings.length} questions: p50 ${percentile(timings, 0.5).toFixed(1)} ms, p95 ${percentile(timings, 0.95).toFixed(1)} ms`,
  );
  api.agent.destroy();
} finally {
  await stopServer(server);
  postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
