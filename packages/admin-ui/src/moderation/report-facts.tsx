import { Badge, DataList, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ModerationReport } from '@parley/api-contract';
import type { ReactNode } from 'react';
import { DateTimeText } from '../components/date-time-text';
import { moderationConsoleMessages as messages } from './moderation-messages';
import { ReportStatusBadge } from './report-status-badge';

function Facts({ title, id, items }: { title: string; id: string; items: [string, ReactNode][] }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" gap="2">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="48">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

export interface ReportFactsProps {
  report: ModerationReport;
}

/**
 * What admin-spec section 2 lists of a report: the agent (name, times reported), its creator
 * (their agents' report count and personal agent count), and the report (reason, reported by,
 * submitted, details or 'No details provided').
 */
export function ReportFacts({ report }: ReportFactsProps) {
  const { gptReference, reportMetrics, personalAgentSettings } = report;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Facts
        title={messages.agentSection}
        id="moderation-agent-heading"
        items={[
          [
            messages.agentName,
            <HStack key="name" gap="2">
              <Text as="span">{gptReference.name ?? messages.unnamedAgent}</Text>
              {gptReference.moderationStatus === 'Banned' ? (
                <Badge colorPalette="red" variant="subtle">
                  {messages.banned}
                </Badge>
              ) : null}
            </HStack>,
          ],
          [messages.timesReported, reportMetrics.agentReportCount],
          [messages.creator, report.systemOwner.displayName],
          [messages.creatorReports, reportMetrics.ownerReportCount],
          [messages.creatorAgents, reportMetrics.ownerAgentCount],
          [messages.creatorStanding, messages.standing(personalAgentSettings)],
        ]}
      />
      <Facts
        title={messages.reportSection}
        id="moderation-report-heading"
        items={[
          [messages.columnStatus, <ReportStatusBadge key="status" status={report.reportStatus} />],
          [messages.reason, messages.reasonLabel(report.reportReason)],
          [messages.reportedBy, report.submittedBy.displayName],
          [messages.submittedAt, <DateTimeText key="at" value={report.submittedAt} />],
          [
            messages.details,
            report.details ? (
              <Text as="span" whiteSpace="pre-wrap">
                {report.details}
              </Text>
            ) : (
              <Text as="span" color="fg.muted">
                {messages.noDetails}
              </Text>
            ),
          ],
        ]}
      />
    </SimpleGrid>
  );
}
