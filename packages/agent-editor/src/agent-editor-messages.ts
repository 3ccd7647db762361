import { agentAvatarFileMessages, CREATE_CONFIG_STATE_FAILED } from '@parley/api-contract';

/**
 * The agent editor's words, the same in the console and in the chat app; each surface adds its
 * own (the console's list and publishing page, the chat's personal agents).
 */
export const agentEditorMessages = {
  unnamed: 'Unnamed Agent',
  guidelinesDocument: 'Guidelines document',
  guidelinesDocumentHelp:
    'Users read it before the agent answers them, and accept it first when it requires consent.',
  noGuidelinesDocument: 'None',
  dataSources: 'Data sources',
  dataSourcesHelp: 'The file libraries the agent searches for passages to answer from and cite.',
  noDataSources: 'No file libraries yet: create one under File Libraries.',
  /** A choice of the guidelines document select, marked when it asks for consent. */
  guidelinesChoice: (title: string, requireConsent: boolean) =>
    requireConsent ? `${title} (requires consent)` : title,
  createStateFailed: CREATE_CONFIG_STATE_FAILED,
  /**
   * The spec's toast when an agent cannot be saved or its icon uploaded (admin-spec section 8),
   * with the server's words.
   */
  createAgentFailure: 'Create Agent Failure!',
  opening: 'Opening the agent editor',
  openFailed: 'The agent editor could not be opened',
  editorTitle: (name: string) => (name ? `Edit ${name}` : 'New agent'),
  draftSaved: 'Draft saved',
  saveDraft: 'Save draft',
  createAgent: 'Create agent',
  publishChanges: 'Save to agent',
  agentCreated: 'Agent created',
  agentSaved: (version: number) => `Saved as version ${version}`,
  draftErrors: 'Correct the errors before saving the draft to the agent.',
  unsavedDraft: 'Save the draft first.',
  openTestChat: 'Test the agent',
  testChatDrawer: 'Test chat',
  closeTestChat: 'Close the test chat',
  testNeedsValidForm: 'Correct the configuration’s errors before testing it.',
  formLabel: 'Agent configuration',
  saveFailed: 'The draft could not be saved',
  // The icon (admin-spec section 7, "Icon upload")
  iconHeading: 'Icon',
  iconHelp: `${agentAvatarFileMessages.rules} Chat shows it beside the agent; without one, its identicon.`,
  currentIcon: (name: string) => `Current icon of ${name}`,
  chooseIcon: 'Icon image',
  uploadIcon: 'Upload icon',
  removeIcon: 'Remove icon',
  iconUploaded: 'Icon uploaded',
  iconRemoved: 'Icon removed: chat shows the identicon',
  iconRemoveFailed: 'The icon could not be removed',
} as const;
