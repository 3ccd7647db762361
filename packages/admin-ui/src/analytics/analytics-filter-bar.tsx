import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { reportingPeriods } from '@parley/api-contract';
import type { AnalyticsAgent, ReportingPeriod } from '@parley/api-contract';
import type { AnalyticsFilters } from './analytics-filters';
import { analyticsMessages as messages, periodLabels } from './analytics-messages';

export interface AnalyticsFilterBarProps {
  filters: AnalyticsFilters;
  agents: readonly AnalyticsAgent[];
  /** The filter the person changed, alone: the other keeps what it has when the change lands. */
  onChange: (change: Partial<AnalyticsFilters>) => void;
}

const agentLabel = (agent: AnalyticsAgent) =>
  agent.deleted
    ? messages.deletedAgent(agent.name)
    : agent.gptSystemType === 'User'
      ? messages.personalAgent(agent.name)
      : agent.name;

/** The period and the agent every report and the export are filtered by. */
export function AnalyticsFilterBar({ filters, agents, onChange }: AnalyticsFilterBarProps) {
  // An agent named by the URL but not (yet) in the list still shows as chosen.
  const chosenMissing =
    filters.gptSystemId !== undefined &&
    !agents.some((agent) => agent.gptSystemId === filters.gptSystemId);
  return (
    <HStack
      as="form"
      role="search"
      aria-label={messages.filtersLabel}
      gap="4"
      wrap="wrap"
      align="flex-end"
    >
      <Field.Root w="auto" minW="48">
        <Field.Label>{messages.period}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={filters.reportingPeriod}
            onChange={(event) =>
              onChange({ reportingPeriod: event.target.value as ReportingPeriod })
            }
          >
            {reportingPeriods.map((period) => (
              <option key={period} value={period}>
                {periodLabels[period]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w="auto" minW="64">
        <Field.Label>{messages.agent}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={filters.gptSystemId ?? ''}
            onChange={(event) => onChange({ gptSystemId: event.target.value || undefined })}
          >
            <option value="">{messages.allAgents}</option>
            {chosenMissing && <option value={filters.gptSystemId}>{filters.gptSystemId}</option>}
            {agents.map((agent) => (
              <option key={agent.gptSystemId} value={agent.gptSystemId}>
                {agentLabel(agent)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
