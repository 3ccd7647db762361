import { Badge, Button, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  useGetFileLogQuery,
  useGetLibraryFileQuery,
  useListFileChunksInfiniteQuery,
} from '@parley/api-client/admin';
import type { LibraryFile } from '@parley/api-contract';
import { RetryAlert } from '@parley/app-shell';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { DateTimeText } from '../components/date-time-text';
import { DetailDrawer, FactList } from '../components/detail-drawer';
import { dataSourceConsoleMessages as messages } from './data-source-messages';
import { FileStatusBadge } from './file-status-badge';
import { formatBytes } from './library-upload';

const logColors = { Information: 'gray', Warning: 'orange', Error: 'red' } as const;

function FileFacts({ file }: { file: LibraryFile }) {
  const rows: [string, React.ReactNode][] = [
    [messages.columnStatus, <FileStatusBadge key="status" status={file.status} />],
    [messages.columnSize, formatBytes(file.sizeBytes)],
    [messages.columnChunks, file.chunkCount],
    [messages.columnUploaded, <DateTimeText key="uploaded" value={file.uploadedAt} />],
  ];
  return (
    <Stack gap="2">
      <FactList facts={rows} />
      {file.statusReason && <Text color="fg.error">{file.statusReason}</Text>}
    </Stack>
  );
}

/** A file's passages in order, a page at a time, read again when the file is processed anew. */
function FileChunks({ dataSourceId, file }: { dataSourceId: string; file: LibraryFile }) {
  const chunks = useListFileChunksInfiniteQuery({
    dataSourceId,
    fileName: file.fileName,
    revision: `${file.status}:${file.processedAt ?? ''}`,
  });
  const items = chunks.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack as="section" aria-label={messages.chunksHeading} gap="3">
      <Heading as="h3" size="md">
        {messages.chunksHeading}
      </Heading>
      {chunks.isError && (
        <RetryAlert
          title={messages.chunksLoadFailed}
          error={chunks.error}
          onRetry={() => void chunks.refetch()}
        />
      )}
      {chunks.isLoading && <Spinner role="status" aria-label={messages.loading} />}
      {chunks.data && items.length === 0 && <Text color="fg.muted">{messages.chunksEmpty}</Text>}
      <List.Root variant="plain" gap="3">
        {items.map((chunk) => (
          <List.Item key={chunk.position} borderWidth="1px" rounded="md" p="3">
            <Stack gap="1" w="full">
              <Text textStyle="sm" fontWeight="medium">
                {[
                  messages.chunkPosition(chunk.position),
                  chunk.pageNumber === null ? undefined : messages.page(chunk.pageNumber),
                  chunk.heading ?? undefined,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text textStyle="sm" whiteSpace="pre-wrap">
                {chunk.text}
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
      {chunks.hasNextPage && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          loading={chunks.isFetchingNextPage}
          onClick={() => void chunks.fetchNextPage()}
        >
          {messages.loadMore}
        </Button>
      )}
    </Stack>
  );
}

/** What processing did to the file, oldest first. */
function FileLog({ dataSourceId, file }: { dataSourceId: string; file: LibraryFile }) {
  const log = useGetFileLogQuery({
    dataSourceId,
    fileName: file.fileName,
    revision: `${file.status}:${file.processedAt ?? ''}`,
  });
  return (
    <Stack as="section" aria-label={messages.logsHeading} gap="3">
      <Heading as="h3" size="md">
        {messages.logsHeading}
      </Heading>
      {log.isError && (
        <RetryAlert
          title={messages.logsLoadFailed}
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      )}
      {log.isLoading && <Spinner role="status" aria-label={messages.loading} />}
      {log.data?.items.length === 0 && <Text color="fg.muted">{messages.logsEmpty}</Text>}
      <List.Root variant="plain" gap="2">
        {log.data?.items.map((entry, index) => (
          <List.Item key={index}>
            <HStack gap="2" align="flex-start">
              <Badge colorPalette={logColors[entry.level]} variant="subtle">
                {entry.level}
              </Badge>
              <Stack gap="0">
                <Text textStyle="sm">{entry.message}</Text>
                <Text textStyle="xs" color="fg.muted">
                  <DateTimeText value={entry.at} />
                </Text>
              </Stack>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export interface LibraryFileDrawerProps {
  dataSourceId: string;
  /** The file the URL names: the drawer is open while it names one. */
  fileName: string | undefined;
  /** The file as the list has it; read on its own on a cold load or when filtered out. */
  file: LibraryFile | undefined;
  onClose: () => void;
}

/**
 * One file's details in a drawer at the page's end: its status, size and passages count, the
 * passages it was split into (with page and heading) and its processing log. Focus moves in when
 * it opens, Escape closes it.
 */
export function LibraryFileDrawer({
  dataSourceId,
  fileName,
  file,
  onClose,
}: LibraryFileDrawerProps) {
  const own = useGetLibraryFileQuery(
    fileName !== undefined && file === undefined ? { dataSourceId, fileName } : skipToken,
  );
  const shown = file ?? own.data;
  return (
    <DetailDrawer
      open={fileName !== undefined}
      onClose={onClose}
      title={fileName}
      closeLabel={messages.drawerClose}
      size="lg"
    >
      {shown ? (
        <Stack gap="6">
          <FileFacts file={shown} />
          <FileChunks dataSourceId={dataSourceId} file={shown} />
          <FileLog dataSourceId={dataSourceId} file={shown} />
        </Stack>
      ) : own.isError ? (
        <RetryAlert
          title={messages.loadFailed}
          error={own.error}
          onRetry={() => void own.refetch()}
        />
      ) : (
        <Spinner role="status" aria-label={messages.loading} />
      )}
    </DetailDrawer>
  );
}
