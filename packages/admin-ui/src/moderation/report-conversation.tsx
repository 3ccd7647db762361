import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ConversationSegment } from '@parley/api-contract';
import { ConversationTurn } from '@parley/conversation-ui';
import { moderationConsoleMessages as messages } from './moderation-messages';

export interface ReportConversationProps {
  /** The last messages (at most 10 segments), oldest first. */
  segments: readonly ConversationSegment[];
}

/**
 * The reported conversation's last messages as context, drawn with the chat's own turns, read-only
 * (no editing, feedback or branches).
 */
export function ReportConversation({ segments }: ReportConversationProps) {
  return (
    <Stack as="section" aria-labelledby="moderation-conversation-heading" gap="3">
      <Heading as="h2" size="lg" id="moderation-conversation-heading">
        {messages.conversationSection}
      </Heading>
      {segments.length === 0 ? (
        <Text color="fg.muted">{messages.noConversation}</Text>
      ) : (
        <Box
          role="log"
          aria-label={messages.conversationLabel}
          borderWidth="1px"
          rounded="md"
          px="4"
          maxW="4xl"
        >
          {segments.map((segment) => (
            <ConversationTurn
              key={segment.conversationSegmentId}
              question={segment.question}
              answer={segment.answer}
              status={segment.status}
              generatedImages={segment.generatedImages}
              citations={segment.citations}
              codeInterpreterOutput={segment.codeInterpreterOutput}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
