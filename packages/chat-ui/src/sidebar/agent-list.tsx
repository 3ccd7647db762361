import { Spinner, Stack, Text } from '@chakra-ui/react';
import type { GptSystem } from '@parley/api-contract';
import { agentLabel, agentStanding, canEditAgent } from '@parley/conversation-ui';
import type { AgentPermissions } from '@parley/conversation-ui';
import { useChatText } from '../i18n/chat-text';
import { canReportAgent } from '../moderation/reportable';
import { AgentRow } from './agent-row';

export interface AgentListProps {
  /** Accessible name, e.g. "Pinned agents". */
  label: string;
  agents: readonly GptSystem[] | undefined;
  isLoading: boolean;
  /** Shown when the list is empty (chat-spec section 8). */
  emptyMessage: string;
  pinnedIds: ReadonlySet<string>;
  permissions: AgentPermissions;
  /** Handed to every row as they are: stable handlers keep the memoized rows from drawing again. */
  onOpen: (agent: GptSystem) => void;
  onPin: (agent: GptSystem) => void;
  onUnpin: (agent: GptSystem) => void;
  onEdit: (agent: GptSystem) => void;
  onReport: (agent: GptSystem) => void;
}

/** The Recent or Pinned agents of the sidebar, or their empty message. */
export function AgentList({
  label,
  agents,
  isLoading,
  emptyMessage,
  pinnedIds,
  permissions,
  onOpen,
  onPin,
  onUnpin,
  onEdit,
  onReport,
}: AgentListProps) {
  const t = useChatText();
  if (isLoading && !agents)
    return <Spinner size="sm" margin="4" role="status" aria-label={t('loadingAgents')} />;
  if (!agents?.length) {
    return (
      <Text padding="3" textStyle="sm" color="fg.muted">
        {emptyMessage}
      </Text>
    );
  }
  return (
    <Stack as="ul" aria-label={label} gap="0" listStyleType="none">
      {agents.map((agent) => (
        <li key={agent.gptSystemId}>
          <AgentRow
            agent={agent}
            label={agentLabel(agent, permissions.isBannedFromCreating)}
            standing={agentStanding(agent, permissions.isBannedFromCreating)}
            pinned={pinnedIds.has(agent.gptSystemId)}
            editable={canEditAgent(agent, permissions)}
            reportable={canReportAgent(agent, permissions.personalAgentsAllowed)}
            onOpen={onOpen}
            onPin={onPin}
            onUnpin={onUnpin}
            onEdit={onEdit}
            onReport={onReport}
          />
        </li>
      ))}
    </Stack>
  );
}
