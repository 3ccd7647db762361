import {
  Alert,
  Badge,
  CloseButton,
  DataList,
  Drawer,
  List,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ExecutionDetails, TraceLog } from '@parley/api-contract';

export interface ExecutionDetailsPanelProps {
  open: boolean;
  onClose: () => void;
  details: ExecutionDetails | undefined;
  traceLogs: readonly TraceLog[] | undefined;
  loading: boolean;
  failed: boolean;
}

export const EXECUTION_DETAILS_TITLE = 'Execution details';
export const EXECUTION_DETAILS_FAILED = 'The execution details could not be loaded.';

const NOT_AVAILABLE = 'N/A';

function detailRows(details: ExecutionDetails): [string, string][] {
  return [
    ['Status', details.status],
    ['Engine', details.engine],
    ['Model', details.model ?? NOT_AVAILABLE],
    ['Deployment', details.deploymentName],
    ['Input tokens', details.inputTokens?.toLocaleString() ?? NOT_AVAILABLE],
    ['Output tokens', details.outputTokens?.toLocaleString() ?? NOT_AVAILABLE],
    ['Started', new Date(details.startedAt).toLocaleString()],
    [
      'Completed',
      details.completedAt ? new Date(details.completedAt).toLocaleString() : NOT_AVAILABLE,
    ],
  ];
}

const levelPalette = {
  Debug: 'gray',
  Information: 'blue',
  Warning: 'orange',
  Error: 'red',
} as const;

/** How an answer was produced: engine, model, tokens, timing, and the trace logs in order. */
export function ExecutionDetailsPanel({
  open,
  onClose,
  details,
  traceLogs,
  loading,
  failed,
}: ExecutionDetailsPanelProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(event) => !event.open && onClose()} size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{EXECUTION_DETAILS_TITLE}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {loading && <Spinner role="status" aria-label="Loading execution details" />}
              {failed && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{EXECUTION_DETAILS_FAILED}</Alert.Title>
                </Alert.Root>
              )}
              {details && (
                <Stack gap="6">
                  <DataList.Root orientation="horizontal" size="sm">
                    {detailRows(details).map(([label, value]) => (
                      <DataList.Item key={label}>
                        <DataList.ItemLabel>{label}</DataList.ItemLabel>
                        <DataList.ItemValue>{value}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                  <Stack gap="2" as="section" aria-label="Trace logs">
                    <Text fontWeight="semibold">Trace logs</Text>
                    {traceLogs && traceLogs.length === 0 && (
                      <Text color="fg.muted">No trace logs for this answer.</Text>
                    )}
                    <List.Root as="ol" gap="2" ps="0" listStyleType="none">
                      {traceLogs?.map((log, index) => (
                        <List.Item key={`${log.timestamp}-${index}`}>
                          <Stack gap="0.5">
                            <Text textStyle="xs" color="fg.muted">
                              <Badge size="xs" colorPalette={levelPalette[log.level]} me="2">
                                {log.level}
                              </Badge>
                              {new Date(log.timestamp).toLocaleTimeString()}
                            </Text>
                            <Text textStyle="sm" fontFamily="mono" whiteSpace="pre-wrap">
                              {log.message}
                            </Text>
                          </Stack>
                        </List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close execution details" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
