import type { InstanceApiKeyKind } from '@parley/api-contract';

/** The apiKeys tab's words (issue 17), for the screen, its tests and the journeys. */
export const apiKeysMessages = {
  tab: 'API keys',
  /** Each key's form: its name (the form's and the field's label) and what it is used for. */
  keys: {
    claude: {
      label: 'Claude API key',
      help: 'Answers for the Anthropic (Claude) model deployments that have no key of their own. Once saved, only its last four characters are shown.',
    },
    bing: {
      label: 'Bing Search API key',
      help: 'Kept for web search, which this instance does not offer yet. Once saved, only its last four characters are shown.',
    },
  } satisfies Record<InstanceApiKeyKind, { label: string; help: string }>,
  notSet: 'No key is saved.',
  setAt: 'Saved',
  saved: (label: string) => `${label} saved`,
  saveFailed: 'The key could not be saved',
  deleteLabel: 'Delete key',
  deleteHeading: (label: string) => `Delete the ${label}? What used it stops working.`,
  deleted: (label: string) => `${label} deleted`,
  deleteFailed: (label: string) => `The ${label} could not be deleted`,
  loading: 'Loading the keys',
  loadFailed: 'The keys could not be loaded',
} as const;
