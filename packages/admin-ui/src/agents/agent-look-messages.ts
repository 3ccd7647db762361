import { agentAvatarFileMessages } from '@parley/api-contract';
import { formActionsMessages } from '@parley/app-shell';

/**
 * The words of the look-and-feel page (`/admin/gptsystem/{id}/ux`), for the page, its parts,
 * tests and journeys. Kept apart from `agent-messages.ts` so the publishing page's words and these
 * change independently.
 */
export const agentLookMessages = {
  title: 'Look and feel',
  description:
    'How the agent appears in the chat: its avatar and the conversation starters offered.',
  loadFailed: 'The agent could not be loaded',
  backToAgents: 'Back to the agents',
  // Avatar
  avatarHeading: 'Avatar',
  avatarHelp: `${agentAvatarFileMessages.rules} Without one, chat shows the agent's identicon.`,
  currentAvatar: (name: string) => `Current avatar of ${name}`,
  preview: 'Preview of the chosen image',
  chooseFile: 'Avatar image',
  upload: 'Upload avatar',
  remove: 'Remove avatar',
  removeHeading: 'Remove the avatar?',
  uploaded: 'Avatar uploaded',
  removed: 'Avatar removed: chat shows the identicon',
  removeFailed: 'The avatar could not be removed',
  /** admin-spec section 10: the toast of a failed update or icon upload, with the server's body. */
  uploadFailed: 'Create Agent Failure!',
  // The checks before sending, shared with the agent editor's icon (api-contract).
  wrongType: agentAvatarFileMessages.wrongType,
  tooLarge: agentAvatarFileMessages.tooLarge,
  emptyFile: agentAvatarFileMessages.emptyFile,
  // Prompts
  promptsHeading: 'Conversation starters',
  promptsHelp: 'Prompts the chat offers when a conversation with the agent starts.',
  promptsLabel: 'Conversation starters',
  promptsEmpty: 'No conversation starters yet.',
  addPrompt: 'Add prompt',
  editPrompt: (title: string) => `Edit “${title}”`,
  deletePrompt: (title: string) => `Delete “${title}”`,
  deletePromptHeading: 'Delete this prompt?',
  promptForm: 'Prompt',
  promptTitle: 'Title',
  promptText: 'Prompt text',
  promptAdded: 'Prompt added',
  promptSaved: 'Prompt saved',
  promptDeleted: 'Prompt deleted',
  promptSaveFailed: 'The prompt could not be saved',
  promptDeleteFailed: 'The prompt could not be deleted',
  save: formActionsMessages.save,
  cancel: formActionsMessages.cancel,
  // Introduction
  introductionHeading: 'Introduction',
  introductionHelp:
    'The introduction is part of the agent’s configuration: change it in the agent editor, where it is tested and saved with the rest.',
  openEditor: 'Edit the introduction in the agent editor',
  lookLink: 'Look and feel',
} as const;
