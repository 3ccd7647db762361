import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  restartConversation,
  selectConversation,
  useArchiveConversationMutation,
  useDeleteConversationMutation,
  useLazyExportConversationQuery,
  useRenameConversationMutation,
  useUnarchiveConversationMutation,
} from '@parley/api-client';
import { exportFileName } from '@parley/api-contract';
import type { ConversationListItem } from '@parley/api-contract';
import { notify } from '@parley/app-shell';
import { agentRoutes } from '../components/use-agent-actions';
import { useChatText } from '../i18n/chat-text';
import type { ConversationActions } from './conversation-list';
import { downloadText } from './download-text';
import { useSidebarDispatch } from './use-sidebar-dispatch';

/** The chat route of one conversation: its agent's chat with the conversation in the query. */
export function conversationRoute({ conversationId, gptSystem }: ConversationListItem): string {
  return `${agentRoutes.chat(gptSystem.gptSystemId)}?conversationId=${encodeURIComponent(conversationId)}`;
}

/** The conversation open in the chat, read from the route. */
export function useSelectedConversationId(): string | undefined {
  const [searchParams] = useSearchParams();
  return searchParams.get('conversationId') ?? undefined;
}

export interface ConversationActionOptions {
  /** While a tour runs selection is disabled (chat-spec section 4). */
  selectionDisabled: boolean;
  /** Called after navigating, e.g. to close the mobile drawer. */
  onNavigate?: () => void;
}

/** The handlers of the conversation rows and their menus, wired to the api and the router. */
export function useConversationActions({
  selectionDisabled,
  onNavigate,
}: ConversationActionOptions): ConversationActions {
  const dispatch = useSidebarDispatch();
  const t = useChatText();
  const navigate = useNavigate();
  const selectedId = useSelectedConversationId();
  const [rename] = useRenameConversationMutation();
  const [archive] = useArchiveConversationMutation();
  const [unarchive] = useUnarchiveConversationMutation();
  const [remove] = useDeleteConversationMutation();
  const [exportConversation] = useLazyExportConversationQuery();

  // Stable while nothing they use changes, so that the rows of a long list stay memoized.
  return useMemo<ConversationActions>(
    () => ({
      onSelect: (conversation) => {
        if (selectionDisabled) return;
        // Aborts a running stream and refreshes the list 1 s later (chat-spec section 4).
        void dispatch(
          selectConversation(conversation.conversationId, conversation.gptSystem.gptSystemId),
        );
        navigate(conversationRoute(conversation));
        onNavigate?.();
      },
      onRename: (conversation, title) => {
        // The mutation shows the new title at once and puts the old one back if the server refuses.
        rename({ conversationId: conversation.conversationId, title })
          .unwrap()
          .catch(() => notify.error(t('renameFailed')));
      },
      onArchive: (conversation) => {
        archive(conversation.conversationId)
          .unwrap()
          .catch(() => notify.error(t('archiveFailed')));
      },
      onUnarchive: (conversation) => {
        unarchive(conversation.conversationId)
          .unwrap()
          .catch(() => notify.error(t('unarchiveFailed')));
      },
      onDelete: (conversation) => {
        remove(conversation.conversationId)
          .unwrap()
          .then(() => {
            if (conversation.conversationId !== selectedId) return;
            void dispatch(restartConversation());
            navigate(agentRoutes.chat(conversation.gptSystem.gptSystemId));
          })
          .catch(() => notify.error(t('deleteFailed')));
      },
      onExport: (conversation) => {
        exportConversation(conversation.conversationId)
          .unwrap()
          .then((text) => downloadText(text, exportFileName(conversation.title)))
          .catch(() => notify.error(t('exportFailed')));
      },
    }),
    [
      selectionDisabled,
      onNavigate,
      dispatch,
      navigate,
      selectedId,
      rename,
      archive,
      unarchive,
      remove,
      exportConversation,
    ],
  );
}
