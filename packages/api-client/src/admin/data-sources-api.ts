import {
  dataSourceInputSchema,
  dataSourceListSchema,
  dataSourcePaths,
  dataSourceViewSchema,
  libraryChunkPageSchema,
  libraryFileLogSchema,
  libraryFilePageSchema,
  libraryFileSchema,
  libraryReprocessResultSchema,
  librarySearchResultSchema,
  libraryUploadResultSchema,
  uploadFormFields,
} from '@parley/api-contract';
import type {
  DataSourceInput,
  DataSourceList,
  DataSourceTypeName,
  DataSourceView,
  EndpointsType,
  LibraryChunkPage,
  LibraryFile,
  LibraryFileLog,
  LibraryFilePage,
  LibraryFileStatus,
  LibraryReprocessResult,
  LibrarySearchResult,
  LibraryUploadResult,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { readBody } from '../base-query';
import { sendValidated } from '../endpoints/validated-request';

const dataSourceList = { type: 'DataSource' as const, id: 'LIST' };
const dataSourceTag = (dataSourceId: string) => ({ type: 'DataSource' as const, id: dataSourceId });
/** Everything read from a library's files (the list, a file, chunks, logs, searches). */
const filesTag = (dataSourceId: string) => ({ type: 'LibraryFile' as const, id: dataSourceId });
const auditList = { type: 'AuditEntry' as const, id: 'LIST' };

/** A change to a library's files: its files, its counts in the list and on its page, the audit. */
const filesChanged = (dataSourceId: string) => [
  filesTag(dataSourceId),
  dataSourceTag(dataSourceId),
  dataSourceList,
  auditList,
];

/** The path a data source is created on: its type and its endpoints. */
export interface DataSourceKind {
  dataSourceType: DataSourceTypeName;
  endpointsType: EndpointsType;
}

export interface CreateDataSourceArgs extends DataSourceKind {
  input: DataSourceInput;
}

/** A change on the typed path; another endpoints type than the stored one moves the library. */
export interface UpdateDataSourceArgs extends CreateDataSourceArgs {
  dataSourceId: string;
}

/** A library's file list as filtered (`top`, `keywords`, `status`); pages by continuation token. */
export interface LibraryFileListArgs {
  dataSourceId: string;
  keywords?: string;
  status?: LibraryFileStatus;
  top?: number;
}

export interface LibraryFileArgs {
  dataSourceId: string;
  fileName: string;
}

/**
 * A file's chunks or log as the caller last saw the file: `revision` (its status and when it was
 * processed, say) is never sent, but a new one is a new cache entry, so the chunks and the log
 * are read again once processing moves the file on.
 */
export interface LibraryFileReadArgs extends LibraryFileArgs {
  revision?: string;
}

export interface UploadLibraryFilesArgs {
  dataSourceId: string;
  /** Sent in one multipart form, each as a `file` field under its own name. */
  files: readonly File[];
}

export interface SearchLibraryArgs {
  dataSourceId: string;
  q: string;
}

/**
 * Data sources and file libraries in the console (admin-spec sections 2, 3, 5 and 7; issue 16):
 * the libraries, created and changed on their typed path (`/dataSources/{type}/{endpointsType}`),
 * and each library's files, named by base64url in their paths: the filtered list page by page,
 * uploads of several files in one form, deletion, reprocessing, the chunks (paged by position),
 * the processing log, a search as agents are given its passages, and the file itself. Every change
 * refreshes the library (its counts), its files and the audit log.
 */
export const dataSourcesAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDataSources: build.query<DataSourceList, void>({
      query: () => dataSourcePaths.list(),
      responseSchema: dataSourceListSchema,
      providesTags: (list) => [
        dataSourceList,
        ...(list?.items ?? []).map(({ dataSourceId }) => dataSourceTag(dataSourceId)),
      ],
    }),
    /** One data source by id, whatever its type (the untyped edit route reads it to redirect). */
    getDataSource: build.query<DataSourceView, string>({
      query: (dataSourceId) => dataSourcePaths.one(dataSourceId),
      responseSchema: dataSourceViewSchema,
      providesTags: (_view, _error, dataSourceId) => [dataSourceTag(dataSourceId)],
    }),
    createDataSource: build.mutation<DataSourceView, CreateDataSourceArgs>({
      queryFn: ({ dataSourceType, endpointsType, input }, _api, _extraOptions, send) =>
        sendValidated<DataSourceInput, DataSourceView>(
          dataSourceInputSchema,
          input,
          (body) => ({
            url: dataSourcePaths.typed(dataSourceType, endpointsType),
            method: 'POST',
            body,
          }),
          send,
        ),
      responseSchema: dataSourceViewSchema,
      invalidatesTags: (_view, error) => (error ? [] : [dataSourceList, auditList]),
    }),
    /**
     * Saves a library's settings. The answer replaces the cached library at once; its files are
     * read again, since changed index settings make them OutOfDate.
     */
    updateDataSource: build.mutation<DataSourceView, UpdateDataSourceArgs>({
      queryFn: (
        { dataSourceId, dataSourceType, endpointsType, input },
        _api,
        _extraOptions,
        send,
      ) =>
        sendValidated<DataSourceInput, DataSourceView>(
          dataSourceInputSchema,
          input,
          (body) => ({
            url: dataSourcePaths.typedOne(dataSourceType, endpointsType, dataSourceId),
            method: 'PUT',
            body,
          }),
          send,
        ),
      responseSchema: dataSourceViewSchema,
      onQueryStarted: async ({ dataSourceId }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => undefined);
        if (!answer) return;
        dispatch(
          dataSourcesAdminApi.util.upsertQueryData('getDataSource', dataSourceId, answer.data),
        );
      },
      invalidatesTags: (_view, error, { dataSourceId }) =>
        error ? [] : [dataSourceList, filesTag(dataSourceId), auditList],
    }),
    deleteDataSource: build.mutation<null, string>({
      query: (dataSourceId) => ({ url: dataSourcePaths.one(dataSourceId), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [dataSourceList, auditList]),
    }),

    listLibraryFiles: build.infiniteQuery<LibraryFilePage, LibraryFileListArgs, string | undefined>(
      {
        infiniteQueryOptions: {
          initialPageParam: undefined,
          getNextPageParam: (page) => page.continuationToken ?? undefined,
        },
        query: ({ queryArg: { dataSourceId, keywords, status, top }, pageParam }) => ({
          url: dataSourcePaths.files(dataSourceId),
          params: {
            ...(top ? { top } : {}),
            ...(keywords ? { keywords } : {}),
            ...(status ? { status } : {}),
            ...(pageParam ? { continuationToken: pageParam } : {}),
          },
        }),
        responseSchema: libraryFilePageSchema,
        providesTags: (_pages, _error, { dataSourceId }) => [filesTag(dataSourceId)],
      },
    ),
    /** One file (a link to a file's details opens them before the list has loaded it). */
    getLibraryFile: build.query<LibraryFile, LibraryFileArgs>({
      query: ({ dataSourceId, fileName }) => dataSourcePaths.file(dataSourceId, fileName),
      responseSchema: libraryFileSchema,
      providesTags: (_file, _error, { dataSourceId }) => [filesTag(dataSourceId)],
    }),
    /** Uploads files in one form (at most `dataSourceLimits.filesPerUpload`); each is queued. */
    uploadLibraryFiles: build.mutation<LibraryUploadResult, UploadLibraryFilesArgs>({
      queryFn: async ({ dataSourceId, files }, _api, _extraOptions, send) => {
        const form = new FormData();
        for (const file of files) form.append(uploadFormFields.file, file, file.name);
        const result = await send({
          url: dataSourcePaths.files(dataSourceId),
          method: 'POST',
          body: form,
        });
        return result.error
          ? { error: result.error }
          : { data: result.data as LibraryUploadResult };
      },
      responseSchema: libraryUploadResultSchema,
      invalidatesTags: (_result, error, { dataSourceId }) =>
        error ? [] : filesChanged(dataSourceId),
    }),
    deleteLibraryFile: build.mutation<null, LibraryFileArgs>({
      query: ({ dataSourceId, fileName }) => ({
        url: dataSourcePaths.file(dataSourceId, fileName),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { dataSourceId }) =>
        error ? [] : filesChanged(dataSourceId),
    }),
    reprocessLibraryFile: build.mutation<LibraryReprocessResult, LibraryFileArgs>({
      query: ({ dataSourceId, fileName }) => ({
        url: dataSourcePaths.fileReprocess(dataSourceId, fileName),
        method: 'POST',
      }),
      responseSchema: libraryReprocessResultSchema,
      invalidatesTags: (_result, error, { dataSourceId }) =>
        error ? [] : filesChanged(dataSourceId),
    }),
    /** Queues every file of the library again (after its index settings changed). */
    reprocessLibrary: build.mutation<LibraryReprocessResult, string>({
      query: (dataSourceId) => ({ url: dataSourcePaths.reprocess(dataSourceId), method: 'POST' }),
      responseSchema: libraryReprocessResultSchema,
      invalidatesTags: (_result, error, dataSourceId) => (error ? [] : filesChanged(dataSourceId)),
    }),
    /** A file's chunks in order, a page at a time (the next page starts after the last position). */
    listFileChunks: build.infiniteQuery<LibraryChunkPage, LibraryFileReadArgs, number | undefined>({
      infiniteQueryOptions: {
        initialPageParam: undefined,
        getNextPageParam: (page) =>
          page.continuationToken === null ? undefined : Number(page.continuationToken),
      },
      query: ({ queryArg: { dataSourceId, fileName }, pageParam }) => ({
        url: dataSourcePaths.fileChunks(dataSourceId, fileName),
        params: pageParam === undefined ? {} : { after: pageParam },
      }),
      responseSchema: libraryChunkPageSchema,
      providesTags: (_pages, _error, { dataSourceId }) => [filesTag(dataSourceId)],
    }),
    /** What processing did to a file, oldest first. */
    getFileLog: build.query<LibraryFileLog, LibraryFileReadArgs>({
      query: ({ dataSourceId, fileName }) => dataSourcePaths.fileLogs(dataSourceId, fileName),
      responseSchema: libraryFileLogSchema,
      providesTags: (_log, _error, { dataSourceId }) => [filesTag(dataSourceId)],
    }),
    /** The passages a question finds in the library, best first, as agents are given them. */
    searchLibrary: build.query<LibrarySearchResult, SearchLibraryArgs>({
      query: ({ dataSourceId, q }) => ({
        url: dataSourcePaths.search(dataSourceId),
        params: { q },
      }),
      responseSchema: librarySearchResultSchema,
      providesTags: (_result, _error, { dataSourceId }) => [filesTag(dataSourceId)],
    }),
    /**
     * The file as uploaded, as an object URL of its bytes (a URL, not the bytes, so the store
     * holds only a string): the caller saves it under the file's name and revokes it. The bytes
     * come through the api, which adds the bearer token a plain link could not send.
     */
    downloadLibraryFile: build.mutation<string, LibraryFileArgs>({
      query: ({ dataSourceId, fileName }) => ({
        url: dataSourcePaths.fileContent(dataSourceId, fileName),
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : readBody(response),
      }),
    }),
  }),
});

export const {
  useCreateDataSourceMutation,
  useDeleteDataSourceMutation,
  useDeleteLibraryFileMutation,
  useDownloadLibraryFileMutation,
  useGetDataSourceQuery,
  useGetFileLogQuery,
  useGetLibraryFileQuery,
  useLazySearchLibraryQuery,
  useListDataSourcesQuery,
  useListFileChunksInfiniteQuery,
  useListLibraryFilesInfiniteQuery,
  useReprocessLibraryFileMutation,
  useReprocessLibraryMutation,
  useUpdateDataSourceMutation,
  useUploadLibraryFilesMutation,
} = dataSourcesAdminApi;
