import { Box, Button, HStack } from '@chakra-ui/react';
import { memo } from 'react';
import type { GptSystem } from '@parley/api-contract';
import { AgentAvatar } from '@parley/conversation-ui';
import type { AgentStanding } from '@parley/conversation-ui';
import { useChatText } from '../i18n/chat-text';
import { OptionsMenuButton } from './options-menu-button';

export interface AgentRowProps {
  agent: GptSystem;
  /** The displayed name: the agent's, "Unnamed Agent", "Banned Agent" or "Blocked Agent". */
  label: string;
  standing: AgentStanding;
  pinned: boolean;
  /** Own personal agent, neither banned nor blocked, personal agents allowed (chat-spec section 6). */
  editable: boolean;
  /** A personal agent someone shares with the user: it may be reported (issue 18). */
  reportable: boolean;
  onOpen: (agent: GptSystem) => void;
  onPin: (agent: GptSystem) => void;
  onUnpin: (agent: GptSystem) => void;
  onEdit: (agent: GptSystem) => void;
  onReport: (agent: GptSystem) => void;
}

/**
 * One agent in the Recent or Pinned tab, with its menu: pin or unpin, edit when allowed, and
 * report a personal agent someone shares.
 * Memoized, its handlers taking the agent: a refetch of the agents that leaves a row alone does
 * not draw the row and its menu again.
 */
export const AgentRow = memo(function AgentRow({
  agent,
  label,
  standing,
  pinned,
  editable,
  reportable,
  onOpen,
  onPin,
  onUnpin,
  onEdit,
  onReport,
}: AgentRowProps) {
  const t = useChatText();
  return (
    <HStack gap="1" paddingInline="2" height="38px">
      <Button
        variant="ghost"
        size="sm"
        flex="1"
        minWidth="0"
        justifyContent="flex-start"
        onClick={() => onOpen(agent)}
      >
        <AgentAvatar agent={agent} label={label} standing={standing} size="xs" />
        <Box as="span" truncate>
          {label}
        </Box>
      </Button>
      <OptionsMenuButton
        label={t('optionsFor', { name: label })}
        items={[
          pinned ? { value: 'unpin', label: t('unpin') } : { value: 'pin', label: t('pin') },
          ...(editable ? [{ value: 'edit', label: t('edit') }] : []),
          ...(reportable ? [{ value: 'report', label: t('report') }] : []),
        ]}
        onSelect={(value) => {
          if (value === 'pin') onPin(agent);
          else if (value === 'unpin') onUnpin(agent);
          else if (value === 'edit') onEdit(agent);
          else if (value === 'report') onReport(agent);
        }}
      />
    </HStack>
  );
});
