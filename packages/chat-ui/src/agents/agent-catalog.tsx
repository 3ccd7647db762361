import { Button, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import type { GptSystem } from '@parley/api-contract';
import { AgentAvatar, agentLabel, agentStanding, canEditAgent } from '@parley/conversation-ui';
import type { AgentPermissions } from '@parley/conversation-ui';
import { useAgentsText } from '../i18n/agents-text';

/** How the agents page lays out its agents (chat-spec section 3, view mode). */
export type ViewMode = 'list' | 'grid';

export interface AgentCatalogProps {
  agents: readonly GptSystem[];
  viewMode: ViewMode;
  pinnedIds: ReadonlySet<string>;
  permissions: AgentPermissions;
  onStartChat: (agent: GptSystem) => void;
  onPin: (agent: GptSystem) => void;
  onUnpin: (agent: GptSystem) => void;
  onEdit: (agent: GptSystem) => void;
}

interface AgentCardProps extends Omit<AgentCatalogProps, 'agents' | 'pinnedIds'> {
  agent: GptSystem;
  pinned: boolean;
}

function AgentCard({
  agent,
  pinned,
  viewMode,
  permissions,
  onStartChat,
  onPin,
  onUnpin,
  onEdit,
}: AgentCardProps) {
  const t = useAgentsText();
  const label = agentLabel(agent, permissions.isBannedFromCreating);
  const standing = agentStanding(agent, permissions.isBannedFromCreating);
  const horizontal = viewMode === 'list';
  return (
    <Card.Root as="li" size="sm" flexDirection={horizontal ? 'row' : 'column'} aria-label={label}>
      <Card.Body flexDirection={horizontal ? 'row' : 'column'} gap="3" alignItems="flex-start">
        <AgentAvatar agent={agent} label={label} standing={standing} size="md" />
        <Stack gap="1" flex="1" minWidth="0">
          <Card.Title as="h2" textStyle="md" truncate>
            {label}
          </Card.Title>
          {agent.description && standing === 'normal' && (
            <Card.Description lineClamp={2}>{agent.description}</Card.Description>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" justifyContent="flex-end" paddingTop={horizontal ? '3' : '0'}>
        {canEditAgent(agent, permissions) && (
          <Button
            size="xs"
            variant="ghost"
            aria-label={t('editAgent', { name: label })}
            onClick={() => onEdit(agent)}
          >
            {t('edit')}
          </Button>
        )}
        <Button
          size="xs"
          variant="outline"
          aria-label={pinned ? t('unpinAgent', { name: label }) : t('pinAgent', { name: label })}
          onClick={() => (pinned ? onUnpin(agent) : onPin(agent))}
        >
          {pinned ? t('unpin') : t('pin')}
        </Button>
        <Button
          size="xs"
          colorPalette="brand"
          aria-label={t('startChatWith', { name: label })}
          onClick={() => onStartChat(agent)}
        >
          {t('startChat')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The agents of the agents page as a list or a grid of cards. */
export function AgentCatalog({ agents, pinnedIds, ...cardProps }: AgentCatalogProps) {
  const t = useAgentsText();
  const cards = agents.map((agent) => (
    <AgentCard
      key={agent.gptSystemId}
      agent={agent}
      pinned={pinnedIds.has(agent.gptSystemId)}
      {...cardProps}
    />
  ));
  if (cardProps.viewMode === 'grid') {
    return (
      <SimpleGrid as="ul" aria-label={t('agentsList')} columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {cards}
      </SimpleGrid>
    );
  }
  return (
    <Stack as="ul" aria-label={t('agentsList')} gap="2">
      {cards}
    </Stack>
  );
}
