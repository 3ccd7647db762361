import { tourTargets } from '@parley/conversation-ui';
import { chatEn } from '../i18n/chat-en';
import type { ChatTextKey } from '../i18n/chat-text';

export interface TourStep {
  /** A `data-tour` name, one of `tourTargets` for the quick-start tour. */
  target: string;
  title: string;
  content: string;
}

/** The quick-start tour over the chat screen: 12 steps (chat-spec section 9), as catalogue keys. */
const quickStartStepKeys: readonly (readonly [
  target: string,
  title: ChatTextKey,
  content: ChatTextKey,
])[] = [
  [tourTargets.brandLogo, 'tourWelcomeTitle', 'tourWelcomeContent'],
  [tourTargets.newChatButton, 'tourNewChatTitle', 'tourNewChatContent'],
  [tourTargets.conversationList, 'tourConversationsTitle', 'tourConversationsContent'],
  [tourTargets.searchTitlesButton, 'tourSearchTitle', 'tourSearchContent'],
  [tourTargets.conversationOptions, 'tourOptionsTitle', 'tourOptionsContent'],
  [tourTargets.chatInputBar, 'tourInputBarTitle', 'tourInputBarContent'],
  [tourTargets.messageInput, 'tourMessageTitle', 'tourMessageContent'],
  [tourTargets.uploadFileButton, 'tourUploadTitle', 'tourUploadContent'],
  [tourTargets.showUserPromptButton, 'tourPromptsTitle', 'tourPromptsContent'],
  [tourTargets.accountName, 'tourAccountTitle', 'tourAccountContent'],
  [tourTargets.accountPopover, 'tourAccountMenuTitle', 'tourAccountMenuContent'],
  [tourTargets.quickStartTour, 'tourAgainTitle', 'tourAgainContent'],
];

/** The quick-start tour in the language of `t`. */
export function quickStartTourStepsIn(t: (key: ChatTextKey) => string): TourStep[] {
  return quickStartStepKeys.map(([target, title, content]) => ({
    target,
    title: t(title),
    content: t(content),
  }));
}

/** The quick-start tour in English. */
export const quickStartTourSteps: TourStep[] = quickStartTourStepsIn((key) => chatEn[key]);

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
