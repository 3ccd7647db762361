import type { DataSourceView, LibraryChunk, LibraryFile } from '@parley/api-contract';

// Libraries and files as the server answers them, for the data-source screens' tests and stories.

export const handbookId = 'c0000000-0000-4000-8000-0000000000d1';

/** The staff handbook: default endpoints, three files Online, used by one agent. */
export function sampleLibrary(overrides: Partial<DataSourceView> = {}): DataSourceView {
  return {
    dataSourceId: handbookId,
    dataSourceType: 'FileLibrary',
    endpointsType: 'Default',
    name: 'Staff handbook',
    description: 'Policies every employee should know.',
    indexSettings: { chunkSize: 1200, chunkOverlap: 150, language: 'english' },
    embeddingDeploymentName: null,
    fileCounts: { Queued: 0, Processing: 0, Online: 3, Error: 0, OutOfDate: 0 },
    chunkCount: 9,
    search: { fullText: true, vector: false, vectorUnavailable: null },
    agents: [{ gptSystemId: 'agent-policy', name: 'Policy Guide' }],
    createdAt: '2026-09-01T08:00:00.000Z',
    updatedAt: '2026-11-20T14:05:00.000Z',
    ...overrides,
  };
}

export const sampleLibraries: readonly DataSourceView[] = [
  sampleLibrary(),
  sampleLibrary({
    dataSourceId: 'c0000000-0000-4000-8000-0000000000d2',
    name: 'Travel library',
    endpointsType: 'Explicit',
    embeddingDeploymentName: 'embeddings',
    fileCounts: { Queued: 1, Processing: 1, Online: 4, Error: 1, OutOfDate: 0 },
    agents: [],
  }),
];

/** A file of the handbook, Online unless told. */
export function sampleFile(overrides: Partial<LibraryFile> = {}): LibraryFile {
  return {
    fileId: 'c0000000-0000-4000-8000-0000000000f1',
    fileName: 'Travel policy.md',
    mimeType: 'text/markdown',
    sizeBytes: 2345,
    status: 'Online',
    statusReason: null,
    chunkCount: 3,
    uploadedAt: '2026-11-20T14:00:00.000Z',
    uploadedBy: 'Ada Admin',
    processedAt: '2026-11-20T14:00:05.000Z',
    ...overrides,
  };
}

export const sampleFiles: readonly LibraryFile[] = [
  sampleFile(),
  sampleFile({
    fileId: 'c0000000-0000-4000-8000-0000000000f2',
    fileName: 'Expenses.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 183_000,
    status: 'Processing',
    chunkCount: 0,
    processedAt: null,
  }),
  sampleFile({
    fileId: 'c0000000-0000-4000-8000-0000000000f3',
    fileName: 'Scanned form.pdf',
    mimeType: 'application/pdf',
    status: 'Error',
    statusReason: 'The PDF has no text to read: it may be a scan.',
    chunkCount: 0,
    processedAt: null,
  }),
];

export const sampleChunks: [LibraryChunk, LibraryChunk] = [
  {
    position: 0,
    text: 'Book travel through the travel desk at least two weeks ahead.',
    pageNumber: null,
    heading: 'Booking',
  },
  {
    position: 1,
    text: 'Economy class for flights under six hours.',
    pageNumber: null,
    heading: 'Flights',
  },
];

export const sampleLog = [
  { at: '2026-11-20T14:00:01.000Z', level: 'Information' as const, message: 'Read 2 pages.' },
  { at: '2026-11-20T14:00:05.000Z', level: 'Information' as const, message: 'Indexed 3 passages.' },
];
