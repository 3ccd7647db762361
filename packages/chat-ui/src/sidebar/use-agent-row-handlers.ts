import { useMemo } from 'react';
import type { GptSystem } from '@parley/api-contract';
import type { useAgentActions } from '../components/use-agent-actions';
import { useLatest } from '@parley/app-shell';

/** What an agent row of the sidebar does: each handler takes the row's agent. */
export interface AgentRowHandlers {
  onOpen: (agent: GptSystem) => void;
  onPin: (agent: GptSystem) => void;
  onUnpin: (agent: GptSystem) => void;
  onEdit: (agent: GptSystem) => void;
  onReport: (agent: GptSystem) => void;
}

/**
 * The sidebar's agent actions as handlers that keep their identity for the sidebar's lifetime,
 * so the memoized agent rows are not drawn again whenever the sidebar renders. `useAgentActions`
 * makes new functions on every render; these call the latest of them.
 */
export function useAgentRowHandlers(
  agents: ReturnType<typeof useAgentActions>,
  onNavigate: (() => void) | undefined,
  onReport: (agent: GptSystem) => void,
): AgentRowHandlers {
  const latest = useLatest({ agents, onNavigate, onReport });
  return useMemo(
    () => ({
      onOpen: (agent) => {
        latest.current.agents.openChat(agent);
        latest.current.onNavigate?.();
      },
      onPin: (agent) => void latest.current.agents.pin(agent),
      onUnpin: (agent) => void latest.current.agents.unpin(agent),
      onEdit: (agent) => latest.current.agents.edit(agent),
      onReport: (agent) => latest.current.onReport(agent),
    }),
    [latest],
  );
}
