import { Alert, Box, Button, Center, Flex, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  restartConversation,
  selectConversation,
  startConversation,
  useGetConversationQuery,
  useGetCurrentUserDetailsQuery,
  useGetFeaturesQuery,
  useGetGptSystemDetailsForConversationQuery,
  useGetPromptsForConversationQuery,
} from '@parley/api-client';
import { delays } from '@parley/api-contract';
import type { AgentPrompt, ConversationSegment } from '@parley/api-contract';
import { lazyPart, useHasOpened } from '@parley/app-shell';
import { selectDisplaySettings, selectInstanceSettings } from '@parley/auth';
import { useDocumentTitle } from '@parley/theme-brands';
import {
  AgentIntroduction,
  agentLabel,
  agentStanding,
  AnsweringContext,
  chatTypeFeatures,
  Composer,
  conversationColumnMaxWidth,
  ConversationRow,
  ExecutionDetailsDrawer,
  MessageList,
  showsExecutionDetails,
  StreamAnnouncer,
  useAnswerActions,
  useReadAloud,
  SpeakingAvatarPanel,
  useSpeakingAvatar,
  useCitationPassage,
  useConversationText,
  useConversationDispatch,
  useConversationRows,
  useGuidelinesConsent,
  useStreamPosition,
} from '@parley/conversation-ui';
import type { AgentStanding, ComposerTarget, StoredTurnHandlers } from '@parley/conversation-ui';
import { useChatText } from '../i18n/chat-text';
import { agentRoutes } from '../components/use-agent-actions';
import { canReportAgent } from '../moderation/reportable';
import { FirstAgentRedirect } from './first-agent-redirect';

const CHAT_TYPE = 'private';
const features = chatTypeFeatures(CHAT_TYPE);
const NO_SEGMENTS: readonly ConversationSegment[] = [];

/**
 * `/chat` and `/chat/{entryGptSystemId}?conversationId=`: a new chat with an agent (its
 * introduction and prompts) or a stored conversation on its selected branch, the answer
 * streaming in, and the composer below.
 */
export function ConversationScreen() {
  const { entryGptSystemId } = useParams();
  const [searchParams] = useSearchParams();
  if (!entryGptSystemId) return <FirstAgentRedirect />;
  return (
    <AgentConversation
      gptSystemId={entryGptSystemId}
      conversationId={searchParams.get('conversationId') ?? undefined}
    />
  );
}

interface AgentConversationProps {
  gptSystemId: string;
  conversationId: string | undefined;
}

/** Why the composer refuses input for an agent in bad standing (chat-spec section 6). */
function standingReason(
  standing: AgentStanding,
  text: ReturnType<typeof useConversationText>,
): string | undefined {
  if (standing === 'banned') return text('bannedAgent');
  if (standing === 'blocked') return text('blockedAgent');
  return undefined;
}

/** Keeps the chat-stream slice on the conversation the route names, and the route on a new one. */
function useRouteConversation(gptSystemId: string, conversationId: string | undefined) {
  const dispatch = useConversationDispatch();
  const navigate = useNavigate();
  const stream = useStreamPosition();
  const { currentConversationId, hasStream } = stream;
  // A conversation started on this screen gets an id the slice did not hold when it opened.
  const idOnArrival = useRef(currentConversationId);

  useEffect(() => {
    if (conversationId) {
      void dispatch(selectConversation(conversationId, gptSystemId));
      idOnArrival.current = conversationId;
    } else if (idOnArrival.current !== null) {
      // A new chat. What the slice held (another conversation, or the agent editor's test chat)
      // is cleared; its id stays the one on arrival, so the effect below, which still sees it
      // in this render, does not follow it back.
      void dispatch(restartConversation());
    }
  }, [dispatch, conversationId, gptSystemId]);

  useEffect(() => {
    if (conversationId || !hasStream || currentConversationId === null) return;
    if (currentConversationId === idOnArrival.current) return;
    navigate(
      `${agentRoutes.chat(gptSystemId)}?conversationId=${encodeURIComponent(currentConversationId)}`,
      {
        replace: true,
      },
    );
  }, [navigate, gptSystemId, conversationId, hasStream, currentConversationId]);

  return stream;
}

/** The conversation's title and its agent. Memoized: a stream's start and end leave it alone. */
const ConversationHeader = memo(function ConversationHeader({
  title,
  agentLabel,
  onReport,
}: {
  title: string;
  agentLabel: string;
  /** Present for a personal agent someone shares with the user (issue 18). */
  onReport?: () => void;
}) {
  const t = useChatText();
  return (
    <HStack px="4" py="2" gap="2" borderBottomWidth="1px" borderColor="border.subtle">
      <Heading as="h1" size="sm" truncate flex="1">
        {/* Its own direction inside the heading's: an English title in the Arabic layout reads
            left to right, at the heading's start. */}
        <span dir="auto">{title}</span>
      </Heading>
      <Text textStyle="sm" color="fg.muted" truncate>
        {agentLabel}
      </Text>
      {onReport && (
        <Button size="xs" variant="outline" onClick={onReport}>
          {t('reportAgent')}
        </Button>
      )}
    </HStack>
  );
});

// Loaded on first use: few conversations are ever reported.
const ReportAgentDialog = lazyPart(
  async () => (await import('../moderation/report-agent-dialog')).ReportAgentDialog,
);

function AgentConversation({ gptSystemId, conversationId }: AgentConversationProps) {
  const dispatch = useConversationDispatch();
  const stream = useRouteConversation(gptSystemId, conversationId);
  const t = useChatText();
  const conversationText = useConversationText();
  // Auth's slice is the screen's to read (conversation-ui may not import auth): the parts get what
  // these settings decide as props.
  const { name: appName } = useSelector(selectInstanceSettings);
  const displaySettings = useSelector(selectDisplaySettings);

  const agentQuery = useGetGptSystemDetailsForConversationQuery(gptSystemId);
  const promptsQuery = useGetPromptsForConversationQuery(gptSystemId);
  const conversationQuery = useGetConversationQuery(conversationId ?? '', {
    skip: !conversationId,
    refetchOnMountOrArgChange: delays.conversationRefetchOnMountMs / 1_000,
  });
  const { data: user } = useGetCurrentUserDetailsQuery();
  const answerActions = useAnswerActions(conversationId ?? '');
  const {
    readingId: readingAloudId,
    toggle: toggleReadAloud,
    stop: stopReadingAloud,
  } = useReadAloud();
  // The voice stays with its conversation: opening another one stops it.
  useEffect(() => stopReadingAloud, [conversationId, stopReadingAloud]);
  // While the speaking avatar's session is open, Read aloud speaks through it.
  const avatar = useSpeakingAvatar();
  const { isOpen: avatarOpen, speak: speakWithAvatar } = avatar;

  const conversation = conversationQuery.data;
  const agent = agentQuery.data;
  const isBannedFromCreating = user?.personalAgentSettings.isBannedFromCreatingAgents ?? false;
  const agentIdentity = conversation?.gptSystem ?? agent;
  const standing = agentIdentity ? agentStanding(agentIdentity, isBannedFromCreating) : 'normal';
  const conversationBanned = conversation?.moderationStatus === 'Banned';
  const disabledReason = standingReason(conversationBanned ? 'banned' : standing, conversationText);
  const label = agentIdentity ? agentLabel(agentIdentity, isBannedFromCreating) : '';
  const personalAgentsAllowed = useGetFeaturesQuery().data?.AllowUserCreatedGptSystems ?? false;
  const reportable =
    agentIdentity !== undefined && canReportAgent(agentIdentity, personalAgentsAllowed);
  const [reportOpen, setReportOpen] = useState(false);
  const reportOpened = useHasOpened(reportOpen);
  const openReport = useCallback(() => setReportOpen(true), []);
  useDocumentTitle(conversation?.title ?? (label || 'Chat'), appName);

  const [detailsFrom, setDetailsFrom] = useState<string | null>(null);
  // Mounted from its first opening on: until then its queries need not watch the store.
  const detailsOpened = useHasOpened(detailsFrom !== null);
  const [detailsConversationId, setDetailsConversationId] = useState(conversationId);
  if (detailsConversationId !== conversationId) {
    setDetailsConversationId(conversationId);
    setDetailsFrom(null);
  }

  const segments = conversation?.segments;
  const { path, streamBelongsHere, rowCount, rowKey, isLive, selectBranch, editQuestion } =
    useConversationRows(conversation, conversationId, stream, 'private');

  const executionDetailsOn = showsExecutionDetails(
    CHAT_TYPE,
    displaySettings.showChatExecutionDetailsDrawer,
  );
  const { copy, rate, download, feedbackPendingId, downloadingPath } = answerActions;
  const passage = useCitationPassage({
    conversationId: conversationId ?? '',
    audience: 'private',
    onDownload: (segment, citation) => void download(segment, citation),
    downloadingPath,
  });
  const handlers = useMemo<StoredTurnHandlers>(
    () => ({
      onEdit: disabledReason ? undefined : editQuestion,
      onSelectBranch: selectBranch,
      onCopy: (answer) => void copy(answer),
      onFeedback: features.feedback ? (segment, rating) => void rate(segment, rating) : undefined,
      onDownloadCitation: (segment, citation) => void download(segment, citation),
      onOpenCitation: passage.open,
      onOpenExecutionDetails: executionDetailsOn ? setDetailsFrom : undefined,
      onReadAloud: avatarOpen
        ? (segment) => void speakWithAvatar(segment.answer)
        : (segment) => toggleReadAloud(segment.conversationSegmentId, segment.answer),
      readingAloudId,
      feedbackPendingId,
      downloadingPath,
    }),
    [
      disabledReason,
      editQuestion,
      selectBranch,
      copy,
      rate,
      download,
      passage.open,
      executionDetailsOn,
      toggleReadAloud,
      avatarOpen,
      speakWithAvatar,
      readingAloudId,
      feedbackPendingId,
      downloadingPath,
    ],
  );

  // The drawer follows the newest answer unless the user's settings pin it to the one opened.
  const latestSegmentId = path.at(-1)?.conversationSegmentId ?? null;
  const detailsSegmentId =
    detailsFrom === null
      ? null
      : displaySettings.useLatestChatSegmentForExecutionDetailsDrawer
        ? latestSegmentId
        : detailsFrom;

  // A prompt is asked at once: it waits, like the composer, for the guidelines and the consent.
  const guidelines = useGuidelinesConsent(agent?.guidelinesDocument, undefined);
  const promptsWait = guidelines.loading || guidelines.loadFailed || guidelines.required;

  const askPrompt = (prompt: AgentPrompt) => {
    void dispatch(
      startConversation(gptSystemId, {
        question: prompt.text,
        session: { sessionIdentifier: crypto.randomUUID() },
      }),
    );
  };

  const target: ComposerTarget | null = conversationId
    ? { kind: 'segment', conversationId, parentSegmentId: latestSegmentId }
    : { kind: 'new', gptSystemId };

  const renderRow = useCallback(
    (index: number) => (
      <ConversationRow
        segment={path[index]}
        segments={segments ?? NO_SEGMENTS}
        handlers={handlers}
        live={isLive(index)}
      />
    ),
    [path, segments, handlers, isLive],
  );

  const isNewChat = !conversationId && !streamBelongsHere;
  const loadError = conversationQuery.error;

  const composer = (
    <Box px="4" pb="4" pt="2" maxW={conversationColumnMaxWidth} w="full" mx="auto">
      <Composer
        target={target}
        agent={agent}
        features={{
          uploads: true,
          userPrompts: features.userPrompts,
          voiceInput: features.voiceInput,
        }}
        disabledReason={disabledReason}
      />
    </Box>
  );

  return (
    // The whole height under the header: on a short conversation the composer rests at the bottom.
    <Flex direction="column" flex="1" minH="0">
      {passage.dialog}
      {conversation && (
        <ConversationHeader
          title={conversation.title}
          agentLabel={label}
          onReport={reportable ? openReport : undefined}
        />
      )}
      {conversation && agentIdentity && (
        <SpeakingAvatarPanel
          agent={{
            gptSystemId: agentIdentity.gptSystemId,
            avatarVersion: agent?.avatarVersion ?? 0,
          }}
          label={label}
          standing={standing}
          status={avatar.status}
          level={avatar.level}
          failure={avatar.failure}
          onStart={() => void avatar.start()}
          onStopSpeaking={() => void avatar.stopSpeaking()}
          onEnd={() => void avatar.end()}
        />
      )}
      {reportOpened && agentIdentity && (
        <ReportAgentDialog
          agent={{ gptSystemId: agentIdentity.gptSystemId, name: label }}
          conversationId={conversationId ?? null}
          open={reportOpen}
          onClose={() => setReportOpen(false)}
        />
      )}
      {disabledReason && (
        <Alert.Root status="warning" borderRadius="0">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{label}</Alert.Title>
            <Alert.Description>{disabledReason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {loadError ? (
        <Center flex="1" py="10" px="4">
          <Alert.Root status="error" maxW="xl">
            <Alert.Indicator />
            <Alert.Title>
              {'status' in loadError && loadError.status === 404
                ? conversationText('conversationMissing')
                : conversationText('conversationFailed')}
            </Alert.Title>
          </Alert.Root>
        </Center>
      ) : isNewChat ? (
        <Box flex="1" px="4">
          {agentQuery.isError && (
            <Alert.Root status="error" role="alert" maxW="xl" mx="auto" my="10">
              <Alert.Indicator />
              <Alert.Title>
                {'status' in agentQuery.error && agentQuery.error.status === 404
                  ? conversationText('agentUnavailable')
                  : conversationText('agentFailed')}
              </Alert.Title>
            </Alert.Root>
          )}
          {agent && (
            <AgentIntroduction
              agent={agent}
              label={label}
              standing={standing}
              introduction={agent.introduction}
              prompts={promptsQuery.data?.prompts ?? []}
              onPrompt={askPrompt}
              promptsDisabled={Boolean(disabledReason) || promptsWait}
            />
          )}
          {agentQuery.isLoading && (
            <Center py="10">
              <Spinner role="status" aria-label={t('loadingAgent')} />
            </Center>
          )}
        </Box>
      ) : conversationQuery.isLoading && !streamBelongsHere ? (
        <Center flex="1" py="10">
          <Spinner role="status" aria-label={t('loadingConversation')} />
        </Center>
      ) : (
        <AnsweringContext value={stream.isStreaming}>
          <MessageList
            count={rowCount}
            getKey={rowKey}
            renderRow={renderRow}
            bottomBar={composer}
          />
        </AnsweringContext>
      )}
      {(isNewChat || Boolean(loadError) || (conversationQuery.isLoading && !streamBelongsHere)) && (
        <Box bg="bg" mt="auto">
          {composer}
        </Box>
      )}
      <StreamAnnouncer />
      {conversationId && detailsOpened && (
        <ExecutionDetailsDrawer
          conversationId={conversationId}
          segmentId={detailsSegmentId}
          onClose={() => setDetailsFrom(null)}
        />
      )}
    </Flex>
  );
}
