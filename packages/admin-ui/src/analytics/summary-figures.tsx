import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { AnalyticsTotals } from '@parley/api-contract';
import { analyticsMessages as messages } from './analytics-messages';

export interface SummaryFiguresProps {
  totals: AnalyticsTotals;
}

const milliseconds = (value: number | null) =>
  value === null ? messages.figures.none : `${value.toLocaleString()} ms`;

/** The dashboard's headline figures for the period and agent chosen. */
export function SummaryFigures({ totals }: SummaryFiguresProps) {
  const figures = [
    [messages.figures.answers, totals.answers.toLocaleString()],
    [messages.figures.activeUsers, totals.activeUsers.toLocaleString()],
    [messages.figures.tokens, (totals.inputTokens + totals.outputTokens).toLocaleString()],
    [messages.figures.publicAnswers, totals.publicAnswers.toLocaleString()],
    [messages.figures.averageFirstTokenMs, milliseconds(totals.averageFirstTokenMs)],
    [messages.figures.averageTotalMs, milliseconds(totals.averageTotalMs)],
  ] as const;
  return (
    <>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4">
        {figures.map(([label, value]) => (
          // A description list per figure, drawn with plain elements: Chakra's Stat would add its
          // recipe to the theme every app loads (packages/theme-brands, the /chat bundle budget).
          <Box as="dl" key={label} borderWidth="1px" rounded="md" p="3">
            <Text as="dt" textStyle="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" textStyle="2xl" fontWeight="semibold">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {totals.estimatedTokenAnswers > 0 && (
        <Text color="fg.muted" textStyle="sm">
          {messages.figures.estimated(totals.estimatedTokenAnswers)}
        </Text>
      )}
    </>
  );
}
