import { resourcePaths } from '../console/console-paths';

/**
 * The agent screens' addresses inside the console (admin-spec section 2): the list, a new agent,
 * an agent's edit page (which opens the user's config state of it), the config state's editor
 * the agent's publishing page and its look and feel.
 */
export const agentPaths = {
  ...resourcePaths('/gptsystem'),
  configState: (configStateId: string) =>
    `/gptsystem/configstate/${encodeURIComponent(configStateId)}/edit`,
  publish: (gptSystemId: string) => `/gptsystem/${encodeURIComponent(gptSystemId)}/publish`,
  /** The look and feel: avatar and conversation starters (admin-spec section 2, `{id}/ux`). */
  look: (gptSystemId: string) => `/gptsystem/${encodeURIComponent(gptSystemId)}/ux`,
} as const;
