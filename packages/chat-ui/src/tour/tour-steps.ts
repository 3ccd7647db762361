import { tourTargets } from '@parley/conversation-ui';

export interface TourStep {
  /** A `data-tour` name, one of `tourTargets` for the quick-start tour. */
  target: string;
  title: string;
  content: string;
}

/** The quick-start tour over the chat screen: 12 steps (chat-spec section 9). */
export const quickStartTourSteps: TourStep[] = [
  {
    target: tourTargets.brandLogo,
    title: 'Welcome',
    content: 'This quick tour shows you around the chat. The logo takes you back to the start.',
  },
  {
    target: tourTargets.newChatButton,
    title: 'New chat',
    content: 'Start a new conversation with an agent at any time.',
  },
  {
    target: tourTargets.conversationList,
    title: 'Your conversations',
    content: 'Your chats, grouped by the day you started them. Pick one to continue it.',
  },
  {
    target: tourTargets.searchTitlesButton,
    title: 'Search titles',
    content: 'Find a conversation by its title.',
  },
  {
    target: tourTargets.conversationOptions,
    title: 'Conversation options',
    content: 'Rename, archive, export or delete a conversation from its menu.',
  },
  {
    target: tourTargets.chatInputBar,
    title: 'Chat input',
    content: 'Everything you send to the agent starts here.',
  },
  {
    target: tourTargets.messageInput,
    title: 'Your message',
    content: 'Type your question and press Enter to send it.',
  },
  {
    target: tourTargets.uploadFileButton,
    title: 'Upload a file',
    content: 'Attach images or documents for the agent to work with.',
  },
  {
    target: tourTargets.showUserPromptButton,
    title: 'Your prompts',
    content: 'Reuse the prompts you saved instead of typing them again.',
  },
  {
    target: tourTargets.accountName,
    title: 'Your account',
    content: 'The name you are signed in with.',
  },
  {
    target: tourTargets.accountPopover,
    title: 'Account menu',
    content: 'Open settings, the about page, or sign out.',
  },
  {
    target: tourTargets.quickStartTour,
    title: 'Take the tour again',
    content: 'You can restart this tour from here whenever you like.',
  },
];

/**
 * Checks steps handed to the tour (chat-spec section 5: steps must be objects with a target) and
 * names the first one that is not.
 */
export function validateTourSteps(steps: unknown): TourStep[] {
  if (!Array.isArray(steps)) throw new TypeError('Tour steps must be an array');
  steps.forEach((step: unknown, index) => {
    if (typeof step !== 'object' || step === null || Array.isArray(step)) {
      throw new TypeError(`Tour step ${index + 1} must be an object with a target`);
    }
    const { target } = step as { target?: unknown };
    if (typeof target !== 'string' || target.trim() === '') {
      throw new TypeError(`Tour step ${index + 1} must have a target: a non-empty string`);
    }
  });
  return steps as TourStep[];
}
