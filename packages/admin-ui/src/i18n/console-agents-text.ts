import { defineCatalogue } from '@parley/theme-brands';
import { consoleAgentsAr } from './console-agents-ar';
import { consoleAgentsEn } from './console-agents-en';

/** The console agent list's strings (loaded with the lazy agent screens). */
export const consoleAgentsCatalogue = defineCatalogue(
  'console-agents',
  consoleAgentsEn,
  consoleAgentsAr,
);
export const useConsoleAgentsText = consoleAgentsCatalogue.useText;
export type ConsoleAgentsText = ReturnType<typeof useConsoleAgentsText>;
