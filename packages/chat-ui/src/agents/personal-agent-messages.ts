import { CREATE_CONFIG_STATE_FAILED } from '@parley/api-contract';

/**
 * The words of the personal agents' screens (the editor's frame, sharing, adding a shared agent),
 * loaded with those screens, never at start-up.
 */
export const personalAgentMessages = {
  /** The spec's toast when the editor's config state cannot be made (chat-spec section 8). */
  createStateFailed: CREATE_CONFIG_STATE_FAILED,
  opening: 'Opening the agent editor',
  newPersonalAgent: 'New personal agent',
  editorDescription:
    'Changes are kept as your draft; the agent answers with them once you save them to the agent.',
  blockedFromCreating: 'You are blocked from creating and editing agents.',
  bannedAgent: 'This agent is banned: it cannot be edited.',
  share: 'Share',
  shareTitle: 'Share this agent',
  shareSwitch: 'Anyone with the link can add it',
  shareHelp: 'People you send the link to can add the agent to their agents and chat with it.',
  shareNeedsAgent: 'Create the agent first.',
  shareLink: 'Link to the agent',
  copyLink: 'Copy link',
  /** The spec's toast after a copy (chat-spec section 8). */
  copied: 'Copied to clipboard',
  copyFailed: 'The link could not be copied: select it in the field and copy it yourself',
  shared: 'The agent is shared: anyone with the link can add it',
  unshared: 'The agent is no longer shared: those who added it can no longer chat with it',
  shareFailed: 'The sharing could not be changed',
  addingShared: 'Adding the shared agent',
  addSharedFailed: 'The shared agent could not be added',
  sharedAdded: 'The agent was added to your agents',
} as const;
