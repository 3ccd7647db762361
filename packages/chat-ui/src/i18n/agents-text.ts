import { defineCatalogue } from '@parley/theme-brands';
import { agentsAr } from './agents-ar';
import { agentsEn } from './agents-en';

/** The agents page's, personal agents' and report dialog's strings (lazy routes and dialogs only). */
export const agentsCatalogue = defineCatalogue('chat-agents', agentsEn, agentsAr);
export const useAgentsText = agentsCatalogue.useText;
export type AgentsTextKey = keyof typeof agentsEn;
