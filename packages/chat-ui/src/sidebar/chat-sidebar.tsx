import { Box, Button, HStack, IconButton, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  restartConversation,
  useGetAvailableGptSystemsQuery,
  useGetPinnedGptSystemsQuery,
  useGetRecentGptSystemsQuery,
  useListConversationPagesInfiniteQuery,
} from '@parley/api-client';
import type { ConversationListKind } from '@parley/api-client';
import { lazyPart, useHasOpened, notify } from '@parley/app-shell';
import type { GptSystem } from '@parley/api-contract';
import { agentLabel, tourTargets } from '@parley/conversation-ui';
import { agentRoutes, useAgentActions } from '../components/use-agent-actions';
import { AgentList } from './agent-list';
import type { AgentListProps } from './agent-list';
import { ConversationList } from './conversation-list';
import type { ConversationListStatus } from './conversation-list';
import { filterByTitle } from './group-conversations';
import { useChatText } from '../i18n/chat-text';
import type { ChatTextKey } from '../i18n/chat-text';
import { AgentsIcon, CreateAgentIcon, NewChatIcon } from './sidebar-icons';
import { TitleSearch } from './title-search';
import { useAgentRowHandlers } from './use-agent-row-handlers';
import { useConversationActions, useSelectedConversationId } from './use-conversation-actions';
import { useSidebarDispatch } from './use-sidebar-dispatch';

// Loaded on first use: most visits never create an agent (issue 5, the /chat bundle budget).
const QuickCreatePersonalAgent = lazyPart(
  async () => (await import('./quick-create-personal-agent')).QuickCreatePersonalAgent,
);
const ReportAgentDialog = lazyPart(
  async () => (await import('../moderation/report-agent-dialog')).ReportAgentDialog,
);

export interface ChatSidebarProps {
  /** The 80 px navigation: icons only (chat-spec section 9). */
  mini: boolean;
  /** True while the tour runs: conversations cannot be selected (chat-spec section 4). */
  selectionDisabled: boolean;
  /** Called after the sidebar navigated, e.g. to close the mobile drawer. */
  onNavigate?: () => void;
}

const listMessages = {
  history: { error: 'historyError', empty: 'noChats', label: 'chatHistory' },
  archived: { error: 'archivedError', empty: 'noArchivedChats', label: 'archivedChats' },
} as const satisfies Record<ConversationListKind, Record<string, ChatTextKey>>;

interface ConversationTabProps extends Omit<ChatSidebarProps, 'mini'> {
  kind: ConversationListKind;
  search: string;
  isBannedFromCreating: boolean;
}

/** One Chats sub-tab: its pages of conversations, filtered by the title search. */
function ConversationTab({
  kind,
  search,
  isBannedFromCreating,
  selectionDisabled,
  onNavigate,
}: ConversationTabProps) {
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useListConversationPagesInfiniteQuery(kind);
  const actions = useConversationActions({ selectionDisabled, onNavigate });
  const selectedConversationId = useSelectedConversationId();
  const conversations = filterByTitle(data?.pages.flatMap((page) => page.items) ?? [], search);
  const status: ConversationListStatus = isError ? 'error' : isLoading ? 'loading' : 'ready';
  const messages = listMessages[kind];
  const t = useChatText();

  return (
    <ConversationList
      {...actions}
      label={t(messages.label)}
      conversations={conversations}
      status={status}
      errorMessage={t(messages.error)}
      emptyMessage={t(search ? 'noSearchMatches' : messages.empty)}
      selectedConversationId={selectedConversationId}
      selectable={!selectionDisabled}
      isBannedFromCreating={isBannedFromCreating}
      onEndReached={() => {
        if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
      }}
      tourTargets={
        kind === 'history'
          ? {
              list: tourTargets.conversationList,
              options: tourTargets.conversationOptions,
            }
          : undefined
      }
    />
  );
}

type AgentsTabProps = Pick<
  AgentListProps,
  'pinnedIds' | 'permissions' | 'onOpen' | 'onPin' | 'onUnpin' | 'onEdit' | 'onReport'
>;

/**
 * The Agents tab: Recent and Pinned. The recent agents are fetched here, when the tab first
 * opens, so a refetch of them renders this tab and not the whole sidebar.
 */
function AgentsTab(props: AgentsTabProps) {
  const pinned = useGetPinnedGptSystemsQuery();
  const recent = useGetRecentGptSystemsQuery();
  const t = useChatText();
  return (
    <Tabs.Root defaultValue="recent" size="sm" variant="subtle" lazyMount unmountOnExit>
      <Tabs.List paddingInline="2" paddingTop="2">
        <Tabs.Trigger value="recent">{t('recent')}</Tabs.Trigger>
        <Tabs.Trigger value="pinned">{t('pinned')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="recent">
        <AgentList
          {...props}
          label={t('recentAgents')}
          agents={recent.data?.recentGpts}
          isLoading={recent.isLoading}
          emptyMessage={t('noRecentAgents')}
        />
      </Tabs.Content>
      <Tabs.Content value="pinned">
        <AgentList
          {...props}
          label={t('pinnedAgents')}
          agents={pinned.data?.pinnedGptSystems}
          isLoading={pinned.isLoading}
          emptyMessage={t('noPinnedAgents')}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function SidebarAction({
  label,
  icon,
  mini,
  onClick,
  primary = false,
  disabled = false,
  tourTarget,
}: {
  label: string;
  icon: ReactNode;
  mini: boolean;
  onClick: () => void;
  primary?: boolean;
  disabled?: boolean;
  tourTarget?: string;
}) {
  const variant = primary ? 'solid' : 'ghost';
  if (mini) {
    return (
      <IconButton
        aria-label={label}
        title={label}
        variant={variant}
        colorPalette="brand"
        data-tour={tourTarget}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </IconButton>
    );
  }
  return (
    <Button
      variant={variant}
      colorPalette="brand"
      justifyContent="flex-start"
      data-tour={tourTarget}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
      {label}
    </Button>
  );
}

/**
 * The staff chat's sidebar (chat-spec section 2): New Chat, View all Agents and Create a Personal
 * Agent, then the Chats tab (History and Archived, with the title search) and the Agents tab
 * (Recent and Pinned). In mini mode only the action icons show.
 */
export function ChatSidebar({ mini, selectionDisabled, onNavigate }: ChatSidebarProps) {
  const dispatch = useSidebarDispatch();
  const navigate = useNavigate();
  const agents = useAgentActions();
  const available = useGetAvailableGptSystemsQuery();
  const [search, setSearch] = useState('');
  const t = useChatText();
  const [creating, setCreating] = useState(false);
  const createDialogOpened = useHasOpened(creating);
  const { permissions } = agents;
  const canCreateAgent = permissions.personalAgentsAllowed && !permissions.isBannedFromCreating;

  const go = (path: string) => {
    navigate(path);
    onNavigate?.();
  };

  const startNewChat = () => {
    const firstAgent = available.data?.items[0];
    if (!firstAgent) {
      notify.error(t('noAccessibleAgents'));
      return;
    }
    void dispatch(restartConversation());
    go(agentRoutes.chat(firstAgent.gptSystemId));
  };

  // The agent stays while the dialog closes, so its title does not vanish mid-animation.
  const [reporting, setReporting] = useState<{ agent: GptSystem; open: boolean } | null>(null);
  const reportDialogOpened = useHasOpened(reporting?.open ?? false);
  const agentHandlers = useAgentRowHandlers(agents, onNavigate, (agent) =>
    setReporting({ agent, open: true }),
  );

  const actions = (
    <Stack gap="1" padding="2">
      <SidebarAction
        label={t('newChat')}
        icon={<NewChatIcon />}
        mini={mini}
        primary
        // Until the agents are known, "no accessible agent" cannot be told from "not loaded yet".
        disabled={available.isLoading}
        tourTarget={tourTargets.newChatButton}
        onClick={startNewChat}
      />
      <SidebarAction
        label={t('viewAllAgents')}
        icon={<AgentsIcon />}
        mini={mini}
        onClick={() => go(agentRoutes.list)}
      />
      {canCreateAgent && (
        <SidebarAction
          label={t('createPersonalAgent')}
          icon={<CreateAgentIcon />}
          mini={mini}
          onClick={() => setCreating(true)}
        />
      )}
      {createDialogOpened && (
        <QuickCreatePersonalAgent
          open={creating}
          onClose={() => setCreating(false)}
          onNavigate={onNavigate}
        />
      )}
      {reportDialogOpened && reporting && (
        <ReportAgentDialog
          agent={{
            gptSystemId: reporting.agent.gptSystemId,
            name: agentLabel(reporting.agent, permissions.isBannedFromCreating),
          }}
          open={reporting.open}
          onClose={() => setReporting({ ...reporting, open: false })}
        />
      )}
    </Stack>
  );

  if (mini) return <nav aria-label={t('chatNavigation')}>{actions}</nav>;

  return (
    <Stack as="nav" aria-label={t('chatNavigation')} gap="0" height="100%" minHeight="0">
      {actions}
      {/*
        The Agents tab mounts on its first opening and the Chats tab never unmounts, so the chat
        history keeps its scroll position. Until the Agents tab is first opened, nothing watches
        the recent agents, so a stream's end neither refetches nor redraws them.
      */}
      <Tabs.Root
        defaultValue="chats"
        variant="line"
        display="flex"
        flexDirection="column"
        flex="1"
        minHeight="0"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="chats">{t('chats')}</Tabs.Trigger>
          <Tabs.Trigger value="agents">{t('agents')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content
          value="chats"
          flex="1"
          minHeight="0"
          paddingTop="0"
          display="flex"
          flexDirection="column"
          _closed={{ display: 'none' }}
        >
          <Tabs.Root
            defaultValue="history"
            size="sm"
            variant="subtle"
            display="flex"
            flexDirection="column"
            flex="1"
            minHeight="0"
            lazyMount
            unmountOnExit
          >
            <HStack justifyContent="space-between" paddingInline="2" paddingTop="2">
              <Tabs.List>
                <Tabs.Trigger value="history">{t('history')}</Tabs.Trigger>
                <Tabs.Trigger value="archived">{t('archived')}</Tabs.Trigger>
              </Tabs.List>
              <TitleSearch onSearch={setSearch} tourTarget={tourTargets.searchTitlesButton} />
            </HStack>
            {(['history', 'archived'] as const).map((kind) => (
              <Tabs.Content key={kind} value={kind} flex="1" minHeight="0">
                <Box height="100%">
                  <ConversationTab
                    kind={kind}
                    search={search}
                    isBannedFromCreating={permissions.isBannedFromCreating}
                    selectionDisabled={selectionDisabled}
                    onNavigate={onNavigate}
                  />
                </Box>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Tabs.Content>
        <Tabs.Content value="agents" flex="1" minHeight="0" overflowY="auto" paddingTop="0">
          <AgentsTab {...agentHandlers} pinnedIds={agents.pinnedIds} permissions={permissions} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
