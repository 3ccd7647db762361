import { actions, dataSourceLimits, dataSourceMessages } from '@parley/api-contract';
import type { EndpointsType, LibraryFileStatus, LibraryLanguage } from '@parley/api-contract';
import { formActionsMessages } from '@parley/app-shell';
import { menuItemTitle } from '../console/console-messages';
import type { ActionRule } from '../console/use-permissions';

const DATA_SOURCE_MENU_PATH = '/admin/datasource';

const megabytes = Math.round(dataSourceLimits.fileMaxBytes / (1024 * 1024));

/** The words the data-source screens show, in one place for the screens, tests and journeys. */
export const dataSourceConsoleMessages = {
  menuPath: DATA_SOURCE_MENU_PATH,
  listTitle: menuItemTitle(DATA_SOURCE_MENU_PATH),
  listDescription:
    'The libraries agents answer from: upload files, watch them being read, and try what a question finds.',
  listLabel: 'File libraries',
  listEmpty: 'No file libraries yet: create one, then upload its files.',
  listLoadFailed: 'The file libraries could not be loaded',
  newLibrary: 'New library',
  columnName: 'Name',
  columnType: 'Type',
  columnFiles: 'Files',
  columnAgents: 'Used by',
  columnUpdated: 'Updated',
  noAgents: 'No agent',
  noFiles: 'No files',
  typeLabel: (endpointsType: EndpointsType) =>
    endpointsType === 'Default'
      ? 'File library, default endpoints'
      : 'File library, explicit endpoints',

  newTitle: 'New file library',
  newDescription: 'Choose where its search runs, then name it.',
  chooseType: 'Type of data source',
  endpointsChoice: {
    Default: {
      title: 'File library with default endpoints',
      description: 'Parley stores the files and searches them by their words. Nothing to set up.',
    },
    Explicit: {
      title: 'File library with explicit endpoints',
      description:
        'As default, and also searched by meaning through an embedding deployment you name.',
    },
  } satisfies Record<EndpointsType, { title: string; description: string }>,
  chooseAnother: 'Choose another type',
  editTitle: 'Edit file library',
  editDescription: 'Its settings, its files and what a question finds in it.',
  settingsForm: 'Library settings',
  nameLabel: 'Name',
  nameHelp: `At most ${dataSourceLimits.nameMaxLength} characters.`,
  descriptionLabel: 'Description',
  endpointsLabel: 'Endpoints',
  embeddingLabel: 'Embedding deployment',
  embeddingHelp: 'The model deployment that turns passages and questions into vectors.',
  embeddingPlaceholder: 'Choose a deployment',
  chunkSizeLabel: 'Chunk size (characters)',
  chunkSizeHelp: `From ${dataSourceLimits.chunkSizeMin} to ${dataSourceLimits.chunkSizeMax}; a passage answers quote.`,
  chunkOverlapLabel: 'Chunk overlap (characters)',
  chunkOverlapHelp: 'What a passage repeats from the one before: at most half the chunk size.',
  languageLabel: 'Language',
  languageHelp: 'How words are stemmed for search.',
  indexSettingsNote:
    'Changing the chunking or language makes the indexed files Out of date until they are reprocessed.',
  languages: {
    english: 'English',
    simple: 'Other or mixed (no stemming)',
    arabic: 'Arabic',
    dutch: 'Dutch',
    french: 'French',
    german: 'German',
    italian: 'Italian',
    portuguese: 'Portuguese',
    spanish: 'Spanish',
  } satisfies Record<LibraryLanguage, string>,
  created: 'Library created',
  saved: 'Library saved',
  deleted: 'Library deleted',
  saveFailed: 'The library could not be saved',
  deleteLibrary: 'Delete library',
  deleteHeading: 'Delete this library and all its files?',
  deleteFailed: 'The library could not be deleted',
  inUseReason: (agents: readonly string[]) => dataSourceMessages.inUse(agents),
  loadFailed: 'The library could not be loaded',
  backToList: 'Back to the file libraries',
  opening: 'Opening the library',

  filesHeading: 'Files',
  filesLabel: 'Library files',
  filesEmpty: 'No files yet: drop files here or choose them.',
  filesEmptyFiltered: 'No file matches these filters.',
  filesLoadFailed: 'The files could not be loaded',
  dropZone: `Drop up to ${dataSourceLimits.filesPerUpload} files here, at most ${megabytes} MB each: PDF, Word (.docx), text, Markdown, HTML or CSV.`,
  chooseFiles: 'Choose files',
  uploading: 'Uploading',
  uploaded: (count: number) => (count === 1 ? 'File uploaded' : `${count} files uploaded`),
  uploadFailed: 'The files could not be uploaded',
  keywordsLabel: 'File name contains',
  statusFilterLabel: 'Status',
  anyStatus: 'Any status',
  clearFilters: 'Clear filters',
  columnFileName: 'File',
  columnStatus: 'Status',
  columnSize: 'Size',
  columnChunks: 'Passages',
  columnUploaded: 'Uploaded',
  columnActions: 'Actions',
  statusLabels: {
    Queued: 'Queued',
    Processing: 'Processing',
    Online: 'Online',
    Error: 'Error',
    OutOfDate: 'Out of date',
  } satisfies Record<LibraryFileStatus, string>,
  statusChanged: (fileName: string, status: string) => `${fileName}: ${status}`,
  details: 'Details',
  fileDetails: (fileName: string) => `Details of “${fileName}”`,
  download: 'Download',
  downloadFile: (fileName: string) => `Download “${fileName}”`,
  downloadFailed: 'The file could not be downloaded',
  reprocess: 'Reprocess',
  reprocessFile: (fileName: string) => `Reprocess “${fileName}”`,
  reprocessAll: 'Reprocess all',
  reprocessQueued: (count: number) =>
    count === 1 ? '1 file queued for processing' : `${count} files queued for processing`,
  reprocessFailed: 'The files could not be queued',
  deleteFile: (fileName: string) => `Delete “${fileName}”`,
  delete: 'Delete',
  deleteFileHeading: 'Delete this file from the library?',
  fileDeleted: 'File deleted',
  fileDeleteFailed: 'The file could not be deleted',
  loadMore: 'Load more',

  drawerClose: 'Close file details',
  chunksHeading: 'Passages',
  chunksEmpty: 'No passages: the file is not indexed yet.',
  chunksLoadFailed: 'The passages could not be loaded',
  chunkPosition: (position: number) => `Passage ${position + 1}`,
  page: (pageNumber: number) => `page ${pageNumber}`,
  logsHeading: 'Processing log',
  logsEmpty: 'Nothing logged yet.',
  logsLoadFailed: 'The processing log could not be loaded',
  loading: 'Loading',

  searchHeading: 'Try a search',
  searchHelp: 'Ask a question as a user would: these are the passages an agent would be given.',
  searchLabel: 'Question',
  searchButton: 'Search',
  searchRequired: 'Type a question to search for',
  searchEmpty: 'No passage matches this question.',
  searchFailed: 'The search failed',
  searchResults: (count: number) => (count === 1 ? '1 passage found' : `${count} passages found`),

  save: formActionsMessages.save,
  cancel: formActionsMessages.cancel,
} as const;

/** The data-source screens' buttons and the actions they need, for `useActionReasons`. */
export const dataSourceButtonRules = {
  create: { anyOf: actions.DataSourcesCreate, to: 'create file libraries' },
  write: {
    anyOf: [actions.DataSourcesWrite, actions.DataSourcesWriteSpecific],
    to: 'change file libraries',
  },
} as const satisfies Record<string, ActionRule>;
