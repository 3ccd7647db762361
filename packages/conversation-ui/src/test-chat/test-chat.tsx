import { Alert, Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { restartConversation, useGetConfigStateConversationQuery } from '@parley/api-client';
import type { ConversationSegment } from '@parley/api-contract';
import { useHasOpened } from '@parley/app-shell';
import { useCallback, useMemo, useState } from 'react';
import { AnsweringContext } from '../conversation/answering-context';
import { Composer } from '../conversation/composer/composer';
import type { ComposerAgent } from '../conversation/composer/composer';
import type { ComposerTarget } from '../conversation/composer/composer-target';
import { ConversationRow } from '../conversation/conversation-row';
import { ExecutionDetailsDrawer } from '../conversation/lazy-execution-details-drawer';
import { MessageList } from '../conversation/message-list';
import type { StoredTurnHandlers } from '../conversation/stored-turn-props';
import { StreamAnnouncer } from '../conversation/stream-announcer';
import { useAnswerActions } from '../conversation/use-answer-actions';
import { useConversationDispatch } from '../conversation/use-conversation-dispatch';
import { useConversationRows } from '../conversation/use-conversation-rows';
import { useStreamPosition } from '../conversation/use-stream-position';
import { testChatMessages } from './test-chat-messages';

const NO_SEGMENTS: readonly ConversationSegment[] = [];

export interface TestChatProps {
  configStateId: string;
  /** What the test chat may upload and whether a guidelines document applies: the draft's. */
  agent: ComposerAgent | undefined;
  /**
   * The configuration being edited, as a comparable key: once it differs from the one the last
   * question went out with, a banner offers to restart the test conversation.
   */
  configurationKey: string;
  /**
   * Saves the edited configuration into the draft before a question goes out, so the answer uses
   * it; resolves with a refusal to show (the question stays in the box), or undefined to send.
   */
  beforeSend: () => Promise<string | undefined>;
  /** Why the test chat refuses input (the configuration has errors, the user may not edit). */
  disabledReason?: string;
}

/**
 * The agent editor's test chat (CONSOLE.md, agent editor; chat-spec section 2, configState chat):
 * questions to the unsaved draft, streamed with the same conversation parts as the chat, with no
 * feedback, archiving or user prompts; each answer offers its execution details. It is linear: no
 * question edits or branches.
 */
export function TestChat({
  configStateId,
  agent,
  configurationKey,
  beforeSend,
  disabledReason,
}: TestChatProps) {
  const dispatch = useConversationDispatch();
  const [conversationId, setConversationId] = useState<string>();
  const [askedWith, setAskedWith] = useState<string>();
  const conversationQuery = useGetConfigStateConversationQuery(
    { configStateId, conversationId: conversationId ?? '' },
    { skip: !conversationId },
  );
  const { copy, downloadingPath } = useAnswerActions(conversationId ?? '');
  const stream = useStreamPosition();
  const { isStreaming } = stream;

  // The current conversation's only: after a restart the last one's data must not show.
  const conversation = conversationQuery.currentData;
  const { path, rowCount, rowKey, isLive } = useConversationRows(
    conversation,
    conversationId,
    stream,
    'private',
  );

  const [detailsFrom, setDetailsFrom] = useState<string | null>(null);
  // Mounted from its first opening on: until then its queries need not watch the store.
  const detailsOpened = useHasOpened(detailsFrom !== null);

  const handlers = useMemo<StoredTurnHandlers>(
    () => ({
      onSelectBranch: () => undefined,
      onCopy: (answer) => void copy(answer),
      onDownloadCitation: () => undefined,
      // configState chat: execution details are on, whatever the user's display settings.
      onOpenExecutionDetails: setDetailsFrom,
      feedbackPendingId: null,
      downloadingPath,
    }),
    [copy, downloadingPath],
  );

  const renderRow = useCallback(
    (index: number) => (
      <ConversationRow
        segment={path[index]}
        segments={conversation?.segments ?? NO_SEGMENTS}
        handlers={handlers}
        live={isLive(index)}
      />
    ),
    [path, conversation, handlers, isLive],
  );

  const restart = () => {
    void dispatch(restartConversation());
    setConversationId(undefined);
    setAskedWith(undefined);
    setDetailsFrom(null);
  };

  const latestSegmentId = path.at(-1)?.conversationSegmentId ?? null;
  const target: ComposerTarget = conversationId
    ? { kind: 'configState', configStateId, conversationId, parentSegmentId: latestSegmentId }
    : { kind: 'configState', configStateId };
  const hasAnswers = rowCount > 0;
  const changedSinceAnswers =
    hasAnswers && askedWith !== undefined && askedWith !== configurationKey;

  return (
    <Flex as="section" aria-labelledby="test-chat-heading" direction="column" h="full" minH="0">
      <HStack px="4" py="2" borderBottomWidth="1px" borderColor="border.subtle" gap="2">
        <Heading as="h2" size="md" id="test-chat-heading" flex="1">
          {testChatMessages.title}
        </Heading>
        {hasAnswers && (
          <Button size="xs" variant="outline" onClick={restart} disabled={isStreaming}>
            {testChatMessages.restart}
          </Button>
        )}
      </HStack>
      {changedSinceAnswers && (
        <Alert.Root status="info" borderRadius="0">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{testChatMessages.configurationChanged}</Alert.Description>
          </Alert.Content>
          <Button
            size="xs"
            variant="surface"
            alignSelf="center"
            onClick={restart}
            disabled={isStreaming}
          >
            {testChatMessages.restartWithChanges}
          </Button>
        </Alert.Root>
      )}
      {hasAnswers ? (
        <AnsweringContext value={isStreaming}>
          <MessageList count={rowCount} getKey={rowKey} renderRow={renderRow} />
        </AnsweringContext>
      ) : (
        <Box flex="1" px="4" py="6">
          <Text color="fg.muted">{testChatMessages.empty}</Text>
        </Box>
      )}
      <Box px="4" pb="4" pt="2">
        <Composer
          target={target}
          agent={agent}
          features={{ uploads: true, userPrompts: false }}
          disabledReason={disabledReason}
          beforeSend={async () => {
            const refused = await beforeSend();
            if (refused === undefined) setAskedWith(configurationKey);
            return refused;
          }}
          onSent={setConversationId}
        />
      </Box>
      <StreamAnnouncer />
      {conversationId && detailsOpened && (
        <ExecutionDetailsDrawer
          configStateId={configStateId}
          conversationId={conversationId}
          segmentId={detailsFrom}
          onClose={() => setDetailsFrom(null)}
        />
      )}
    </Flex>
  );
}
