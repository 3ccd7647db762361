import { Box, Spinner, Text } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { layout } from '@parley/api-contract';
import type { ConversationListItem } from '@parley/api-contract';
import { agentStanding } from '@parley/conversation-ui';
import { ConversationItem } from './conversation-item';
import { groupConversations } from './group-conversations';
import { VirtualList } from '@parley/app-shell';

export type ConversationListStatus = 'loading' | 'error' | 'ready';

export interface ConversationActions {
  onSelect: (conversation: ConversationListItem) => void;
  onRename: (conversation: ConversationListItem, title: string) => void;
  onArchive: (conversation: ConversationListItem) => void;
  onUnarchive: (conversation: ConversationListItem) => void;
  onDelete: (conversation: ConversationListItem) => void;
  onExport: (conversation: ConversationListItem) => void;
}

export interface ConversationListProps extends ConversationActions {
  /** Accessible name of the list, e.g. "Chat history". */
  label: string;
  conversations: readonly ConversationListItem[];
  status: ConversationListStatus;
  /** Shown instead of the list when loading failed. */
  errorMessage: string;
  /** Shown when there is nothing to list. */
  emptyMessage: string;
  selectedConversationId?: string;
  /** False while a tour runs. */
  selectable: boolean;
  /** The user may not create agents: their own personal agents are blocked (chat-spec section 6). */
  isBannedFromCreating: boolean;
  /** Called when the last row comes into view, to load the next page. */
  onEndReached?: () => void;
  /** The reference date for the groups; now unless a test or story fixes it. */
  now?: Date;
  /** Tour names for the list and for the first row's options button. */
  tourTargets?: { list?: string; options?: string };
}

type Row =
  { kind: 'group'; label: string } | { kind: 'conversation'; conversation: ConversationListItem };

function GroupHeader({ label }: { label: string }) {
  return (
    <Text
      role="heading"
      aria-level={3}
      height="100%"
      display="flex"
      alignItems="flex-end"
      paddingInline="3"
      paddingBottom="1"
      textStyle="xs"
      fontWeight="semibold"
      color="fg.muted"
    >
      {label}
    </Text>
  );
}

interface ListRowProps {
  conversation: ConversationListItem;
  selected: boolean;
  selectable: boolean;
  exportable: boolean;
  optionsTourTarget: string | undefined;
  actions: ConversationActions;
}

/**
 * One conversation row, bound to its conversation. Memoized: a change elsewhere in the sidebar
 * (a stream starting or ending, a list refetch that leaves a row alone) does not draw every row
 * and its menu again.
 */
const ListRow = memo(function ListRow({ conversation, actions, ...shown }: ListRowProps) {
  return (
    <ConversationItem
      {...shown}
      title={conversation.title}
      archived={conversation.archived}
      onSelect={() => actions.onSelect(conversation)}
      onRename={(title) => actions.onRename(conversation, title)}
      onArchive={() => actions.onArchive(conversation)}
      onUnarchive={() => actions.onUnarchive(conversation)}
      onDelete={() => actions.onDelete(conversation)}
      onExport={() => actions.onExport(conversation)}
    />
  );
});

/**
 * Conversations grouped by creation date in a windowed list of 38 px rows (chat-spec sections 2
 * and 9), or the loading, error or empty state.
 */
export function ConversationList({
  label,
  conversations,
  status,
  errorMessage,
  emptyMessage,
  selectedConversationId,
  selectable,
  isBannedFromCreating,
  onEndReached,
  now,
  tourTargets,
  onSelect,
  onRename,
  onArchive,
  onUnarchive,
  onDelete,
  onExport,
}: ConversationListProps) {
  const actions = useMemo(
    () => ({ onSelect, onRename, onArchive, onUnarchive, onDelete, onExport }),
    [onSelect, onRename, onArchive, onUnarchive, onDelete, onExport],
  );
  const rows = useMemo<Row[]>(
    () =>
      groupConversations(conversations, now).flatMap((group) => [
        { kind: 'group' as const, label: group.label },
        ...group.items.map((conversation) => ({ kind: 'conversation' as const, conversation })),
      ]),
    [conversations, now],
  );

  const firstConversationRow = rows.findIndex((row) => row.kind === 'conversation');
  const renderRow = (index: number) => {
    const row = rows[index];
    if (!row) return null;
    if (row.kind === 'group') return <GroupHeader label={row.label} />;
    const { conversation } = row;
    return (
      <ListRow
        conversation={conversation}
        selected={conversation.conversationId === selectedConversationId}
        selectable={selectable}
        exportable={agentStanding(conversation.gptSystem, isBannedFromCreating) === 'normal'}
        optionsTourTarget={index === firstConversationRow ? tourTargets?.options : undefined}
        actions={actions}
      />
    );
  };

  if (status === 'loading' && conversations.length === 0) {
    return (
      <Box padding="4" textAlign="center">
        <Spinner size="sm" role="status" aria-label="Loading chats" />
      </Box>
    );
  }
  if (status === 'error') {
    return (
      <Text role="alert" padding="3" textStyle="sm" color="red.fg">
        {errorMessage}
      </Text>
    );
  }
  if (conversations.length === 0) {
    return (
      <Text padding="3" textStyle="sm" color="fg.muted">
        {emptyMessage}
      </Text>
    );
  }
  return (
    <VirtualList
      aria-label={label}
      data-tour={tourTargets?.list}
      count={rows.length}
      rowHeight={layout.navItemHeight}
      renderRow={renderRow}
      onEndReached={onEndReached}
    />
  );
}
