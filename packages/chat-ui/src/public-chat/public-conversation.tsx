import { Box, Center, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import {
  chatStreamSlice,
  restartConversation,
  selectConversation,
  startPublicConversation,
  useGetPublicConversationQuery,
  useGetPublicGptSystemDetailsForConversationQuery,
  useGetPublicPromptsForConversationQuery,
} from '@parley/api-client';
import type { AgentPrompt, ConversationSegment } from '@parley/api-contract';
import { DEFAULT_PRODUCT_NAME, delays } from '@parley/api-contract';
import { useDocumentTitle } from '@parley/theme-brands';
import {
  AgentIntroduction,
  agentLabel,
  agentStanding,
  AnsweringContext,
  Composer,
  conversationColumnMaxWidth,
  useConversationText,
  ConversationRow,
  MessageList,
  StreamAnnouncer,
  useConversationDispatch,
  useConversationRows,
  useCitationPassage,
  useConversationSelector,
  useGuidelinesConsent,
  useStreamPosition,
} from '@parley/conversation-ui';
import type { ComposerTarget, StoredTurnHandlers } from '@parley/conversation-ui';
import { PublicChatFrame } from './public-chat-frame';
import { useChatText } from '../i18n/chat-text';
import { PublicChatLoading } from './public-chat-states';
import type { StoredPublicSession } from './public-session-storage';
import { RateLimitNotice } from './rate-limit-notice';
import { usePublicAnswerActions } from './use-public-answer-actions';

const NO_SEGMENTS: readonly ConversationSegment[] = [];

export interface PublicConversationProps {
  endpoint: string;
  popup: boolean;
  session: StoredPublicSession;
  /** The visitor's open conversation changed (started, or left with "New conversation"). */
  onConversationChange: (conversationId: string | null) => void;
  /** The server no longer knows the stored session: start a new one. */
  onSessionRefused: () => void;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * An anonymous visitor's conversation on a public endpoint: the agent's introduction and prompts,
 * then the questions and streamed answers of the open conversation, with the composer below.
 * Built from the conversation view's parts with the public calls; no feedback, user prompts or
 * execution details (chat-spec section 2; visitors have no account to attach them to).
 */
export function PublicConversation({
  endpoint,
  popup,
  session,
  onConversationChange,
  onSessionRefused,
}: PublicConversationProps) {
  const dispatch = useConversationDispatch();
  const t = useChatText();
  const conversationText = useConversationText();
  const { sessionIdentifier, conversationId } = session;
  const agentQuery = useGetPublicGptSystemDetailsForConversationQuery(sessionIdentifier);
  const promptsQuery = useGetPublicPromptsForConversationQuery(sessionIdentifier);
  const conversationQuery = useGetPublicConversationQuery(conversationId ?? '', {
    skip: !conversationId,
    refetchOnMountOrArgChange: delays.conversationRefetchOnMountMs / 1_000,
  });
  const { copy, download, downloadingPath } = usePublicAnswerActions(conversationId ?? '');

  const stream = useStreamPosition();
  const { currentConversationId, hasStream, isStreaming } = stream;
  const requestError = useConversationSelector(chatStreamSlice.selectors.selectStreamRequestError);

  useEffect(() => {
    if (isNotFound(agentQuery.error)) onSessionRefused();
  }, [agentQuery.error, onSessionRefused]);

  // A stored conversation the server no longer has: start over rather than show an error.
  useEffect(() => {
    if (conversationId && isNotFound(conversationQuery.error)) onConversationChange(null);
  }, [conversationId, conversationQuery.error, onConversationChange]);

  // The slice follows the open conversation (Stop and late stream events depend on it).
  const idOnArrival = useRef(currentConversationId);
  useEffect(() => {
    if (conversationId) void dispatch(selectConversation(conversationId, session.gptSystemId));
    idOnArrival.current = conversationId;
  }, [dispatch, conversationId, session.gptSystemId]);

  // A question asked on a new chat reports its conversation's id with the stream's first event.
  useEffect(() => {
    if (conversationId || !hasStream || currentConversationId === null) return;
    if (currentConversationId === idOnArrival.current) return;
    onConversationChange(currentConversationId);
  }, [conversationId, hasStream, currentConversationId, onConversationChange]);

  const startNewConversation = () => {
    void dispatch(restartConversation());
    idOnArrival.current = null;
    onConversationChange(null);
  };

  const agent = agentQuery.data;
  // A prompt is asked at once: like the composer, it waits for the guidelines and the visitor's
  // consent, recorded on this public session (chat-spec section 5).
  const guidelines = useGuidelinesConsent(agent?.guidelinesDocument, sessionIdentifier);
  const promptsWait = guidelines.loading || guidelines.loadFailed || guidelines.required;
  const label = agent ? agentLabel(agent, false) : '';
  const standing = agent ? agentStanding(agent, false) : 'normal';
  const conversation = conversationQuery.data;
  useDocumentTitle(conversation?.title ?? (label || t('documentTitle')), DEFAULT_PRODUCT_NAME);

  const segments = conversation?.segments;
  const { path, streamBelongsHere, rowCount, rowKey, isLive, selectBranch, editQuestion } =
    useConversationRows(conversation, conversationId, stream, 'public');

  const passage = useCitationPassage({
    conversationId: conversationId ?? '',
    audience: 'public',
    onDownload: (segment, citation) => void download(segment, citation),
    downloadingPath,
  });
  const handlers = useMemo<StoredTurnHandlers>(
    () => ({
      onEdit: editQuestion,
      onSelectBranch: selectBranch,
      onCopy: (answer) => void copy(answer),
      onDownloadCitation: (segment, citation) => void download(segment, citation),
      onOpenCitation: passage.open,
      feedbackPendingId: null,
      downloadingPath,
    }),
    // copy and download are new each render but only close over conversationId and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editQuestion, selectBranch, downloadingPath, conversationId, passage.open],
  );

  const askPrompt = (prompt: AgentPrompt) => {
    void dispatch(
      startPublicConversation(endpoint, {
        question: prompt.text,
        session: { sessionIdentifier },
      }),
    );
  };

  const latestSegmentId = path.at(-1)?.conversationSegmentId ?? null;
  const target: ComposerTarget = conversationId
    ? {
        kind: 'segment',
        conversationId,
        parentSegmentId: latestSegmentId,
        audience: 'public',
        sessionIdentifier,
      }
    : { kind: 'public', endpoint, sessionIdentifier };

  const renderRow = (index: number) => (
    <ConversationRow
      segment={path[index]}
      segments={segments ?? NO_SEGMENTS}
      handlers={handlers}
      live={isLive(index)}
    />
  );

  const rateLimited =
    requestError?.status === 429 ? (
      <RateLimitNotice message={requestError.message ?? t('rateLimitedFallback')} />
    ) : undefined;
  const isNewChat = !conversationId && !streamBelongsHere;

  if (!agent) {
    if (!agentQuery.isError || isNotFound(agentQuery.error)) return <PublicChatLoading />;
    return (
      <Center as="main" minH="dvh">
        <Text color="fg.error">{conversationText('agentFailed')}</Text>
      </Center>
    );
  }

  const composer = (
    <Box px="4" pb="4" pt="2" maxW={conversationColumnMaxWidth} w="full" mx="auto">
      {rateLimited}
      <Composer
        target={target}
        agent={agent}
        features={{ uploads: true, userPrompts: false }}
        disabledReason={standing === 'banned' ? conversationText('bannedAgent') : undefined}
      />
    </Box>
  );
  const showsList = !isNewChat && !(conversationQuery.isLoading && !streamBelongsHere);

  return (
    <PublicChatFrame
      popup={popup}
      agent={agent}
      agentName={label}
      onNewConversation={startNewConversation}
      canStartNew={(conversationId !== null || hasStream) && !isStreaming}
    >
      {passage.dialog}
      {isNewChat ? (
        <Box flex="1" px="4">
          <AgentIntroduction
            agent={agent}
            label={label}
            standing={standing}
            introduction={agent.introduction}
            prompts={promptsQuery.data?.prompts ?? []}
            onPrompt={askPrompt}
            promptsDisabled={standing === 'banned' || promptsWait}
          />
        </Box>
      ) : showsList ? (
        <AnsweringContext value={isStreaming}>
          <MessageList
            count={rowCount}
            getKey={rowKey}
            renderRow={renderRow}
            bottomBar={composer}
          />
        </AnsweringContext>
      ) : (
        <PublicChatLoading label={t('loadingConversation')} fullPage={false} />
      )}
      {!showsList && (
        <Box bg="bg" mt="auto">
          {composer}
        </Box>
      )}
      <StreamAnnouncer />
    </PublicChatFrame>
  );
}
