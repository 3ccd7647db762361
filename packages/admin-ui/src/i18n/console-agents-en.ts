import { agentLookMessages } from '../agents/agent-look-messages';
import { agentMessages } from '../agents/agent-messages';

/**
 * The English strings of the console's agent list: the wording the specs quote, exactly. A
 * catalogue of its own, loaded with the lazy agent screens, not with the console's frame.
 */
export const consoleAgentsEn = {
  listDescription: agentMessages.listDescription,
  listLabel: agentMessages.listLabel,
  listEmpty: agentMessages.listEmpty,
  listFailed: 'The agents could not be loaded',
  newAgent: agentMessages.newAgent,
  unnamed: agentMessages.unnamed,
  columnName: 'Name',
  columnStatus: 'Status',
  columnVersion: 'Version',
  columnCreated: 'Created',
  columnPublishing: 'Publishing',
  publishing: 'Publishing',
  publishingOf: 'Publishing of {{name}}',
  lookLink: agentLookMessages.lookLink,
  lookOf: 'Look and feel of {{name}}',
  statusActive: 'Active',
  statusDraft: 'Draft',
  statusInactive: 'Inactive',
  statusDeleted: 'Deleted',
} as const;
