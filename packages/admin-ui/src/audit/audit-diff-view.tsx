import { Badge, Box, Code, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { auditDifferences, auditKeysOf, WHOLE_VALUE_KEY } from './audit-diff';
import type { AuditKeyChange } from './audit-diff';

export interface AuditDiffViewProps {
  /** The entity before the change; `null` before a creation. */
  before: unknown;
  /** The entity after the change; `null` after a deletion. */
  after: unknown;
}

export const auditDiffMessages = {
  title: 'Changes',
  before: 'Before',
  after: 'After',
  differences: 'Changed keys',
  noDifference: 'Before and after are the same.',
  nothingBefore: 'Nothing: the entity did not exist before this change.',
  nothingAfter: 'Nothing: the entity no longer exists after this change.',
} as const;

/** How each kind of change is named and drawn; the word is always shown, never colour alone. */
const changeLooks: Record<
  Exclude<AuditKeyChange, 'unchanged'>,
  { label: string; sign: string; palette: string; bg: string }
> = {
  added: { label: 'Added', sign: '+', palette: 'green', bg: 'bg.success' },
  removed: { label: 'Removed', sign: '−', palette: 'red', bg: 'bg.error' },
  changed: { label: 'Changed', sign: '~', palette: 'orange', bg: 'bg.warning' },
};

/** A JSON value laid out under a key indented by two spaces, as `JSON.stringify(_, null, 2)`. */
const indented = (value: unknown) =>
  (JSON.stringify(value, null, 2) ?? 'undefined').replace(/\n/g, '\n  ');

function JsonPane({
  title,
  value,
  changes,
  emptyText,
}: {
  title: string;
  value: unknown;
  changes: ReadonlyMap<string, AuditKeyChange>;
  emptyText: string;
}) {
  const headingId = useId();
  const keys = auditKeysOf(value);
  const whole = Object.keys(keys).length === 1 && WHOLE_VALUE_KEY in keys;
  return (
    <Stack gap="2" minW="0">
      <Heading as="h4" size="xs" id={headingId}>
        {title}
      </Heading>
      {value === null || value === undefined ? (
        <Text color="fg.muted" textStyle="sm">
          {emptyText}
        </Text>
      ) : (
        <Box
          as="pre"
          fontFamily="mono"
          textStyle="xs"
          bg="bg.subtle"
          borderWidth="1px"
          rounded="md"
          py="2"
          overflowX="auto"
          // A named, focusable region, so that a keyboard can scroll a long line into view.
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
        >
          {!whole && <Line>{'{'}</Line>}
          {Object.entries(keys).map(([key, inner], index, all) => {
            const change = changes.get(key) ?? 'unchanged';
            const comma = index < all.length - 1 ? ',' : '';
            return (
              <Line key={key} change={change}>
                {whole ? indented(inner) : `  ${JSON.stringify(key)}: ${indented(inner)}${comma}`}
              </Line>
            );
          })}
          {!whole && <Line>{'}'}</Line>}
        </Box>
      )}
    </Stack>
  );
}

/** One line (or key block) of a pane: a gutter with the change's sign, marked for every reader. */
function Line({ change = 'unchanged', children }: { change?: AuditKeyChange; children: string }) {
  const look = change === 'unchanged' ? undefined : changeLooks[change];
  return (
    <Box as="span" display="flex" bg={look?.bg} data-change={look ? change : undefined}>
      <Box as="span" aria-hidden="true" w="5" flexShrink="0" textAlign="center" color="fg.muted">
        {look?.sign ?? ' '}
      </Box>
      {look && (
        <Box as="span" srOnly>
          {`${look.label}: `}
        </Box>
      )}
      <Box as="span" pe="3" whiteSpace="pre">
        {children}
      </Box>
    </Box>
  );
}

/**
 * An entity before and after a change, side by side as formatted JSON, each differing key marked
 * (added, removed, changed) in both panes and listed above them, so what changed reads at a
 * glance and the values stay there to check.
 */
export function AuditDiffView({ before, after }: AuditDiffViewProps) {
  const differences = auditDifferences(before, after).filter(
    ({ change }) => change !== 'unchanged',
  );
  const changes = new Map(differences.map(({ key, change }) => [key, change]));
  const listId = useId();
  return (
    <Stack gap="4">
      <Heading as="h3" size="sm">
        {auditDiffMessages.title}
      </Heading>
      {differences.length === 0 ? (
        <Text color="fg.muted">{auditDiffMessages.noDifference}</Text>
      ) : (
        <Stack gap="1">
          <Text id={listId} textStyle="sm" fontWeight="medium">
            {auditDiffMessages.differences}
          </Text>
          <List.Root
            aria-labelledby={listId}
            display="flex"
            flexWrap="wrap"
            gap="2"
            listStyleType="none"
            ps="0"
          >
            {differences.map(({ key, change }) => {
              const look = changeLooks[change as keyof typeof changeLooks];
              return (
                <List.Item key={key}>
                  <Badge colorPalette={look.palette} variant="subtle" gap="1.5">
                    <Code variant="plain" size="sm" bg="transparent" p="0">
                      {key}
                    </Code>
                    {look.label.toLowerCase()}
                  </Badge>
                </List.Item>
              );
            })}
          </List.Root>
        </Stack>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <JsonPane
          title={auditDiffMessages.before}
          value={before}
          changes={changes}
          emptyText={auditDiffMessages.nothingBefore}
        />
        <JsonPane
          title={auditDiffMessages.after}
          value={after}
          changes={changes}
          emptyText={auditDiffMessages.nothingAfter}
        />
      </SimpleGrid>
    </Stack>
  );
}
