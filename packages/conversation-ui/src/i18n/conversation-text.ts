import { defineCatalogue } from '@parley/theme-brands';
import { conversationAr } from './conversation-ar';
import { conversationEn } from './conversation-en';

/** The conversation's strings (composer, guidelines notice). */
export const conversationCatalogue = defineCatalogue(
  'conversation',
  conversationEn,
  conversationAr,
);
export const useConversationText = conversationCatalogue.useText;
