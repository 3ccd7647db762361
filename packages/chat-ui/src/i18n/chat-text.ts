import { defineCatalogue } from '@parley/theme-brands';
import { chatAr } from './chat-ar';
import { chatEn } from './chat-en';

/** The chat's strings (sidebar, tour, footer, notices, public chat). */
export const chatCatalogue = defineCatalogue('chat', chatEn, chatAr);
export const useChatText = chatCatalogue.useText;
export type ChatTextKey = keyof typeof chatEn;
