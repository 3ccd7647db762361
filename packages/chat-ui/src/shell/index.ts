export { ChatShell } from './chat-shell';
export { GptSystemScreen } from './gpt-system-screen';
export { PersonalAgentsOnly } from './personal-agents-only';

export type { PersonalAgentsOnlyProps } from './personal-agents-only';
