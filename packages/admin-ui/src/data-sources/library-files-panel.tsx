import {
  Box,
  Button,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import {
  useDeleteLibraryFileMutation,
  useDownloadLibraryFileMutation,
  useListLibraryFilesInfiniteQuery,
  useReprocessLibraryFileMutation,
  useReprocessLibraryMutation,
  useUploadLibraryFilesMutation,
} from '@parley/api-client/admin';
import { dataSourceLimits, libraryFileStatuses } from '@parley/api-contract';
import type { LibraryFile, LibraryFileStatus } from '@parley/api-contract';
import {
  ButtonWithReason,
  createDataTableColumnHelper,
  DataTable,
  DataTableSearch,
  DeleteConfirmationDialog,
  describeServerError,
  ErrorAlertList,
  notify,
  useInfiniteListSource,
  useUrlFilters,
} from '@parley/app-shell';
import { useId, useMemo, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { DateTimeText } from '../components/date-time-text';
import { dataSourceConsoleMessages as messages } from './data-source-messages';
import { FileStatusBadge } from './file-status-badge';
import { LibraryFileDrawer } from './library-file-drawer';
import { formatBytes, libraryFileAccept, uploadProblems } from './library-upload';

/** How often the list is read again while a file is Queued or Processing. */
export const FILE_POLL_INTERVAL_MS = 2000;

const filterKeys = ['keywords', 'status', 'file'] as const;
const isStatus = (value: string): value is LibraryFileStatus =>
  (libraryFileStatuses as readonly string[]).includes(value);
const pending = (file: LibraryFile) => file.status === 'Queued' || file.status === 'Processing';

/**
 * What changed since the files were last seen, in words for the live region: each file whose
 * status moved ("Travel policy.pdf: Online"); files first seen are not announced.
 */
function useStatusAnnouncement(files: readonly LibraryFile[]): string {
  const [seen, setSeen] = useState<{
    files: readonly LibraryFile[];
    statuses: ReadonlyMap<string, LibraryFileStatus>;
  }>({ files, statuses: new Map(files.map((file) => [file.fileName, file.status])) });
  const [announcement, setAnnouncement] = useState('');
  // Adjusted while rendering (React's "storing information from previous renders").
  if (files !== seen.files) {
    const changes: string[] = [];
    const statuses = new Map(seen.statuses);
    for (const file of files) {
      const before = statuses.get(file.fileName);
      if (before !== undefined && before !== file.status) {
        changes.push(messages.statusChanged(file.fileName, messages.statusLabels[file.status]));
      }
      statuses.set(file.fileName, file.status);
    }
    setSeen({ files, statuses });
    if (changes.length > 0) setAnnouncement(changes.join('. '));
  }
  return announcement;
}

/** Saves a file the api answered as an object URL under its name, then lets the URL go. */
function saveObjectUrl(url: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface LibraryFilesPanelProps {
  dataSourceId: string;
  /** Why the user may not change the files: upload, reprocess and delete are disabled with it. */
  readOnlyReason?: string;
}

/**
 * A library's files (admin-spec sections 3 and 5): upload by dropping files or choosing them,
 * each file's status as a badge, filters by name and status kept in the URL, the list read
 * again every two seconds while a file is Queued or Processing with each change said politely,
 * and per file its details (a drawer with its passages and processing log), download, reprocess
 * and delete (asking first). Reprocess all queues every file again.
 */
export function LibraryFilesPanel({ dataSourceId, readOnlyReason }: LibraryFilesPanelProps) {
  const headingId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { filters, active, setFilters, clearFilters } = useUrlFilters(filterKeys, {
    prefix: 'files.',
  });
  const status = isStatus(filters.status) ? filters.status : undefined;
  const keywords = filters.keywords.trim() || undefined;
  const [pollingInterval, setPollingInterval] = useState(0);
  const query = useListLibraryFilesInfiniteQuery(
    { dataSourceId, keywords, status },
    { pollingInterval, skipPollingIfUnfocused: false },
  );
  const source = useInfiniteListSource(query);
  const anyPending = source.rows.some(pending);
  const wantedInterval = anyPending ? FILE_POLL_INTERVAL_MS : 0;
  if (wantedInterval !== pollingInterval) setPollingInterval(wantedInterval);
  const announcement = useStatusAnnouncement(source.rows);

  const [upload, uploading] = useUploadLibraryFilesMutation();
  const [reprocessAll, reprocessingAll] = useReprocessLibraryMutation();
  const [reprocessFile] = useReprocessLibraryFileMutation();
  const [deleteFile] = useDeleteLibraryFileMutation();
  const [download] = useDownloadLibraryFileMutation();
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [toDelete, setToDelete] = useState<LibraryFile>();
  const readOnly = readOnlyReason !== undefined;
  const openFile = source.rows.find((file) => file.fileName === filters.file);

  const send = async (files: readonly File[]) => {
    const problems = uploadProblems(files);
    setUploadErrors(problems);
    if (problems.length > 0) return;
    try {
      const result = await upload({ dataSourceId, files }).unwrap();
      notify.success(messages.uploaded(result.items.length));
    } catch (error) {
      setUploadErrors([describeServerError(error).message]);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (readOnly || uploading.isLoading) return;
    void send(Array.from(event.dataTransfer.files));
  };

  const columns = useMemo(() => {
    const column = createDataTableColumnHelper<LibraryFile>();
    return column.columns([
      column.accessor('fileName', {
        header: messages.columnFileName,
        cell: ({ row }) => (
          <Button
            type="button"
            variant="plain"
            colorPalette="brand"
            p="0"
            h="auto"
            fontWeight="medium"
            textDecoration="underline"
            aria-label={messages.fileDetails(row.original.fileName)}
            onClick={() => setFilters({ file: row.original.fileName })}
          >
            {row.original.fileName}
          </Button>
        ),
      }),
      column.accessor('status', {
        header: messages.columnStatus,
        cell: ({ row }) => (
          <Stack gap="1" align="flex-start">
            <FileStatusBadge status={row.original.status} />
            {row.original.statusReason && (
              <Text textStyle="xs" color="fg.error">
                {row.original.statusReason}
              </Text>
            )}
          </Stack>
        ),
      }),
      column.accessor((file) => formatBytes(file.sizeBytes), {
        id: 'size',
        header: messages.columnSize,
      }),
      column.accessor('chunkCount', { header: messages.columnChunks }),
      column.accessor('uploadedAt', {
        header: messages.columnUploaded,
        cell: ({ getValue }) => <DateTimeText value={getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: messages.columnActions,
        cell: ({ row }) => {
          const { fileName } = row.original;
          return (
            <HStack gap="1" wrap="wrap">
              <Button
                type="button"
                size="xs"
                variant="outline"
                aria-label={messages.downloadFile(fileName)}
                onClick={async () => {
                  try {
                    saveObjectUrl(await download({ dataSourceId, fileName }).unwrap(), fileName);
                  } catch (error) {
                    notify.error(messages.downloadFailed, describeServerError(error).message);
                  }
                }}
              >
                {messages.download}
              </Button>
              <ButtonWithReason
                type="button"
                size="xs"
                variant="outline"
                aria-label={messages.reprocessFile(fileName)}
                disabledReason={readOnlyReason}
                onClick={async () => {
                  try {
                    const result = await reprocessFile({ dataSourceId, fileName }).unwrap();
                    notify.success(messages.reprocessQueued(result.queued));
                  } catch (error) {
                    notify.error(messages.reprocessFailed, describeServerError(error).message);
                  }
                }}
              >
                {messages.reprocess}
              </ButtonWithReason>
              <ButtonWithReason
                type="button"
                size="xs"
                variant="outline"
                colorPalette="red"
                aria-label={messages.deleteFile(fileName)}
                disabledReason={readOnlyReason}
                onClick={() => setToDelete(row.original)}
              >
                {messages.delete}
              </ButtonWithReason>
            </HStack>
          );
        },
      }),
    ]);
  }, [dataSourceId, download, readOnlyReason, reprocessFile, setFilters]);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id={headingId}>
          {messages.filesHeading}
        </Heading>
        <ButtonWithReason
          type="button"
          variant="outline"
          disabledReason={readOnlyReason}
          loading={reprocessingAll.isLoading}
          onClick={async () => {
            try {
              const result = await reprocessAll(dataSourceId).unwrap();
              notify.success(messages.reprocessQueued(result.queued));
            } catch (error) {
              notify.error(messages.reprocessFailed, describeServerError(error).message);
            }
          }}
        >
          {messages.reprocessAll}
        </ButtonWithReason>
      </HStack>

      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border'}
        bg={dragging ? 'brand.subtle' : undefined}
        rounded="md"
        p="6"
        onDragOver={(event) => {
          event.preventDefault();
          if (!readOnly) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="3" textAlign="center">
          <Text id={`${inputId}-help`}>{messages.dropZone}</Text>
          <VisuallyHidden asChild>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              multiple
              accept={libraryFileAccept}
              disabled={readOnly}
              tabIndex={-1}
              aria-hidden
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = '';
                void send(files);
              }}
            />
          </VisuallyHidden>
          <ButtonWithReason
            type="button"
            colorPalette="brand"
            disabledReason={readOnlyReason}
            loading={uploading.isLoading}
            loadingText={messages.uploading}
            aria-describedby={`${inputId}-help`}
            onClick={() => inputRef.current?.click()}
          >
            {messages.chooseFiles}
          </ButtonWithReason>
        </Stack>
      </Box>
      <ErrorAlertList messages={uploadErrors} title={messages.uploadFailed} />

      <HStack gap="3" align="flex-end" wrap="wrap">
        <Box flex="1" minW="56">
          <DataTableSearch
            label={messages.keywordsLabel}
            value={filters.keywords}
            onValueChange={(value) =>
              setFilters({ keywords: value.slice(0, dataSourceLimits.keywordsMaxLength) })
            }
          />
        </Box>
        <Stack gap="1.5" minW="48">
          <Text asChild textStyle="sm" fontWeight="medium">
            <label htmlFor={`${inputId}-status`}>{messages.statusFilterLabel}</label>
          </Text>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id={`${inputId}-status`}
              value={status ?? ''}
              onChange={(event) => setFilters({ status: event.target.value })}
            >
              <option value="">{messages.anyStatus}</option>
              {libraryFileStatuses.map((value) => (
                <option key={value} value={value}>
                  {messages.statusLabels[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
      </HStack>

      <Box role="status" aria-live="polite" aria-atomic="true" srOnly>
        {announcement}
      </Box>
      <DataTable
        aria-label={messages.filesLabel}
        source={source}
        columns={columns}
        getRowId={(file) => file.fileId}
        emptyMessage={messages.filesEmpty}
        filtersActive={active && (Boolean(filters.keywords) || Boolean(filters.status))}
        emptyFilteredMessage={messages.filesEmptyFiltered}
        onClearFilters={clearFilters}
        errorTitle={messages.filesLoadFailed}
      />

      <LibraryFileDrawer
        dataSourceId={dataSourceId}
        fileName={filters.file || undefined}
        file={openFile}
        onClose={() => setFilters({ file: '' })}
      />
      <DeleteConfirmationDialog
        heading={messages.deleteFileHeading}
        name={toDelete?.fileName ?? ''}
        open={toDelete !== undefined}
        onCancel={() => setToDelete(undefined)}
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await deleteFile({ dataSourceId, fileName: toDelete.fileName }).unwrap();
            notify.success(messages.fileDeleted);
          } catch (error) {
            notify.error(messages.fileDeleteFailed, describeServerError(error).message);
          } finally {
            setToDelete(undefined);
          }
        }}
      />
    </Stack>
  );
}
