import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import type { ModerationDecision } from '@parley/api-contract';
import { DateTimeText } from '../components/date-time-text';
import { moderationConsoleMessages as messages } from './moderation-messages';

/** A Resolved report's decision, read-only (admin-spec section 4). */
export function DecisionSummary({ decision }: { decision: ModerationDecision }) {
  return (
    <Stack as="section" aria-labelledby="moderation-decision-heading" gap="3" maxW="xl">
      <Heading as="h2" size="lg" id="moderation-decision-heading">
        {messages.decisionSection}
      </Heading>
      <DataList.Root orientation="horizontal" gap="2">
        {(
          [
            [messages.agentAction, messages.agentActionLabels[decision.agentModerationAction]],
            [messages.creatorAction, messages.userActionLabels[decision.userModerationAction]],
            [
              messages.notes,
              decision.notes ? (
                <Text as="span" whiteSpace="pre-wrap">
                  {decision.notes}
                </Text>
              ) : (
                <Text as="span" color="fg.muted">
                  {messages.noNotes}
                </Text>
              ),
            ],
            [messages.decidedBy, decision.moderator.displayName],
            [messages.decidedAt, <DateTimeText key="at" value={decision.submittedAt} />],
          ] as const
        ).map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
