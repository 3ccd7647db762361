import {
  adminGuidelinesDocumentSchema,
  guidelinesDocumentInputSchema,
  guidelinesDocumentListSchema,
  guidelinesPaths,
  guidelinesSectionInputSchema,
  guidelinesSectionOrderSchema,
  guidelinesTemplateInputSchema,
  guidelinesTemplateListSchema,
  guidelinesTemplateSchema,
  newGuidelinesDocumentSchema,
} from '@parley/api-contract';
import type {
  AdminGuidelinesDocument,
  GuidelinesDocumentInput,
  GuidelinesDocumentList,
  GuidelinesSectionInput,
  GuidelinesSectionOrder,
  GuidelinesTemplate,
  GuidelinesTemplateInput,
  GuidelinesTemplateList,
  NewGuidelinesDocument,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from '../endpoints/validated-request';

// Tags stay `GuidelinesDocument` ids (templates too): a new tag type would weigh on the chat's
// first screen, which loads the tag list.
const documentList = { type: 'GuidelinesDocument' as const, id: 'LIST' };
const templateList = { type: 'GuidelinesDocument' as const, id: 'TEMPLATES' };
const templateTag = (guidelinesTemplateId: string) => ({
  type: 'GuidelinesDocument' as const,
  id: `template:${guidelinesTemplateId}`,
});
const auditList = { type: 'AuditEntry' as const, id: 'LIST' };

/** What a change's `onQueryStarted` receives, as far as `cacheAnswer` needs it. */
interface DocumentChangeLifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: AdminGuidelinesDocument }>;
}

export interface UpdateGuidelinesDocumentArgs {
  guidelinesDocumentId: string;
  input: GuidelinesDocumentInput;
}

export interface AddGuidelinesSectionArgs {
  guidelinesDocumentId: string;
  section: GuidelinesSectionInput;
}

export interface UpdateGuidelinesSectionArgs extends AddGuidelinesSectionArgs {
  sectionId: string;
}

export interface GuidelinesSectionArgs {
  guidelinesDocumentId: string;
  sectionId: string;
}

export interface OrderGuidelinesSectionsArgs extends GuidelinesSectionOrder {
  guidelinesDocumentId: string;
}

export interface UpdateGuidelinesTemplateArgs {
  guidelinesTemplateId: string;
  input: GuidelinesTemplateInput;
}

/**
 * Guidelines documents, their sections and templates (admin-spec section 7). Every change to a
 * document answers the document as it now stands (its version raised), which replaces the cached
 * one; a reorder shows at once and is undone if refused. Every change refreshes the list and the
 * audit log.
 */
export const guidelinesAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** The document a change answers with replaces the cached one (no second request). */
    const cacheAnswer = async (
      guidelinesDocumentId: string,
      { dispatch, queryFulfilled }: DocumentChangeLifecycle,
    ) => {
      const answer = await queryFulfilled.catch(() => undefined);
      if (!answer) return;
      dispatch(
        guidelinesAdminApi.util.upsertQueryData(
          'getAdminGuidelinesDocument',
          guidelinesDocumentId,
          answer.data,
        ),
      );
    };
    const changed = (_document: unknown, error: unknown) =>
      error ? [] : [documentList, auditList];

    return {
      listGuidelinesDocuments: build.query<GuidelinesDocumentList, void>({
        query: () => guidelinesPaths.documents(),
        responseSchema: guidelinesDocumentListSchema,
        providesTags: [documentList],
      }),
      getAdminGuidelinesDocument: build.query<AdminGuidelinesDocument, string>({
        query: (guidelinesDocumentId) => guidelinesPaths.document(guidelinesDocumentId),
        responseSchema: adminGuidelinesDocumentSchema,
        providesTags: (_document, _error, id) => [{ type: 'GuidelinesDocument', id }],
      }),
      /** A new document; with `templateId`, the template's sections are copied in. */
      createGuidelinesDocument: build.mutation<AdminGuidelinesDocument, NewGuidelinesDocument>({
        queryFn: (input, _api, _extraOptions, send) =>
          sendValidated<NewGuidelinesDocument, AdminGuidelinesDocument>(
            newGuidelinesDocumentSchema,
            input,
            (body) => ({ url: guidelinesPaths.documents(), method: 'POST', body }),
            send,
          ),
        responseSchema: adminGuidelinesDocumentSchema,
        invalidatesTags: changed,
      }),
      updateGuidelinesDocument: build.mutation<
        AdminGuidelinesDocument,
        UpdateGuidelinesDocumentArgs
      >({
        queryFn: ({ guidelinesDocumentId, input }, _api, _extraOptions, send) =>
          sendValidated<GuidelinesDocumentInput, AdminGuidelinesDocument>(
            guidelinesDocumentInputSchema,
            input,
            (body) => ({
              url: guidelinesPaths.document(guidelinesDocumentId),
              method: 'PUT',
              body,
            }),
            send,
          ),
        responseSchema: adminGuidelinesDocumentSchema,
        onQueryStarted: ({ guidelinesDocumentId }, lifecycle) =>
          cacheAnswer(guidelinesDocumentId, lifecycle),
        invalidatesTags: changed,
      }),
      deleteGuidelinesDocument: build.mutation<null, string>({
        query: (guidelinesDocumentId) => ({
          url: guidelinesPaths.document(guidelinesDocumentId),
          method: 'DELETE',
        }),
        invalidatesTags: changed,
      }),
      addGuidelinesSection: build.mutation<AdminGuidelinesDocument, AddGuidelinesSectionArgs>({
        queryFn: ({ guidelinesDocumentId, section }, _api, _extraOptions, send) =>
          sendValidated<GuidelinesSectionInput, AdminGuidelinesDocument>(
            guidelinesSectionInputSchema,
            section,
            (body) => ({
              url: guidelinesPaths.sections(guidelinesDocumentId),
              method: 'POST',
              body,
            }),
            send,
          ),
        responseSchema: adminGuidelinesDocumentSchema,
        onQueryStarted: ({ guidelinesDocumentId }, lifecycle) =>
          cacheAnswer(guidelinesDocumentId, lifecycle),
        invalidatesTags: changed,
      }),
      updateGuidelinesSection: build.mutation<AdminGuidelinesDocument, UpdateGuidelinesSectionArgs>(
        {
          queryFn: ({ guidelinesDocumentId, sectionId, section }, _api, _extraOptions, send) =>
            sendValidated<GuidelinesSectionInput, AdminGuidelinesDocument>(
              guidelinesSectionInputSchema,
              section,
              (body) => ({
                url: guidelinesPaths.section(guidelinesDocumentId, sectionId),
                method: 'PUT',
                body,
              }),
              send,
            ),
          responseSchema: adminGuidelinesDocumentSchema,
          onQueryStarted: ({ guidelinesDocumentId }, lifecycle) =>
            cacheAnswer(guidelinesDocumentId, lifecycle),
          invalidatesTags: changed,
        },
      ),
      deleteGuidelinesSection: build.mutation<AdminGuidelinesDocument, GuidelinesSectionArgs>({
        query: ({ guidelinesDocumentId, sectionId }) => ({
          url: guidelinesPaths.section(guidelinesDocumentId, sectionId),
          method: 'DELETE',
        }),
        responseSchema: adminGuidelinesDocumentSchema,
        onQueryStarted: ({ guidelinesDocumentId }, lifecycle) =>
          cacheAnswer(guidelinesDocumentId, lifecycle),
        invalidatesTags: changed,
      }),
      /**
       * The sections in a new order, shown at once (a keyboard user moving a section step by
       * step sees each step without waiting); a refusal puts the order back and reloads the
       * document. An answer older than the cached document (two moves answered out of order) is
       * not applied over it.
       */
      orderGuidelinesSections: build.mutation<AdminGuidelinesDocument, OrderGuidelinesSectionsArgs>(
        {
          queryFn: ({ guidelinesDocumentId, sectionIds }, _api, _extraOptions, send) =>
            sendValidated<GuidelinesSectionOrder, AdminGuidelinesDocument>(
              guidelinesSectionOrderSchema,
              { sectionIds },
              (body) => ({
                url: guidelinesPaths.sectionOrder(guidelinesDocumentId),
                method: 'PUT',
                body,
              }),
              send,
            ),
          responseSchema: adminGuidelinesDocumentSchema,
          onQueryStarted: async (
            { guidelinesDocumentId, sectionIds },
            { dispatch, queryFulfilled },
          ) => {
            const moved = dispatch(
              guidelinesAdminApi.util.updateQueryData(
                'getAdminGuidelinesDocument',
                guidelinesDocumentId,
                (document) => {
                  const byId = new Map(document.sections.map((each) => [each.sectionId, each]));
                  document.sections = sectionIds.flatMap((id) => byId.get(id) ?? []);
                },
              ),
            );
            const answer = await queryFulfilled.catch(() => undefined);
            if (!answer) {
              moved.undo();
              return;
            }
            dispatch(
              guidelinesAdminApi.util.updateQueryData(
                'getAdminGuidelinesDocument',
                guidelinesDocumentId,
                (document) => (answer.data.version > document.version ? answer.data : document),
              ),
            );
          },
          invalidatesTags: (_document, error, { guidelinesDocumentId }) =>
            error
              ? [{ type: 'GuidelinesDocument', id: guidelinesDocumentId }]
              : [documentList, auditList],
        },
      ),

      listGuidelinesTemplates: build.query<GuidelinesTemplateList, void>({
        query: () => guidelinesPaths.templates(),
        responseSchema: guidelinesTemplateListSchema,
        providesTags: [templateList],
      }),
      getGuidelinesTemplate: build.query<GuidelinesTemplate, string>({
        query: (guidelinesTemplateId) => guidelinesPaths.template(guidelinesTemplateId),
        responseSchema: guidelinesTemplateSchema,
        providesTags: (_template, _error, id) => [templateTag(id)],
      }),
      createGuidelinesTemplate: build.mutation<GuidelinesTemplate, GuidelinesTemplateInput>({
        queryFn: (input, _api, _extraOptions, send) =>
          sendValidated<GuidelinesTemplateInput, GuidelinesTemplate>(
            guidelinesTemplateInputSchema,
            input,
            (body) => ({ url: guidelinesPaths.templates(), method: 'POST', body }),
            send,
          ),
        responseSchema: guidelinesTemplateSchema,
        invalidatesTags: (_template, error) => (error ? [] : [templateList, auditList]),
      }),
      updateGuidelinesTemplate: build.mutation<GuidelinesTemplate, UpdateGuidelinesTemplateArgs>({
        queryFn: ({ guidelinesTemplateId, input }, _api, _extraOptions, send) =>
          sendValidated<GuidelinesTemplateInput, GuidelinesTemplate>(
            guidelinesTemplateInputSchema,
            input,
            (body) => ({
              url: guidelinesPaths.template(guidelinesTemplateId),
              method: 'PUT',
              body,
            }),
            send,
          ),
        responseSchema: guidelinesTemplateSchema,
        invalidatesTags: (_template, error, { guidelinesTemplateId }) =>
          error ? [] : [templateList, templateTag(guidelinesTemplateId), auditList],
      }),
      deleteGuidelinesTemplate: build.mutation<null, string>({
        query: (guidelinesTemplateId) => ({
          url: guidelinesPaths.template(guidelinesTemplateId),
          method: 'DELETE',
        }),
        invalidatesTags: (_result, error) => (error ? [] : [templateList, auditList]),
      }),
    };
  },
});

export const {
  useAddGuidelinesSectionMutation,
  useCreateGuidelinesDocumentMutation,
  useCreateGuidelinesTemplateMutation,
  useDeleteGuidelinesDocumentMutation,
  useDeleteGuidelinesSectionMutation,
  useDeleteGuidelinesTemplateMutation,
  useGetAdminGuidelinesDocumentQuery,
  useGetGuidelinesTemplateQuery,
  useListGuidelinesDocumentsQuery,
  useListGuidelinesTemplatesQuery,
  useOrderGuidelinesSectionsMutation,
  useUpdateGuidelinesDocumentMutation,
  useUpdateGuidelinesSectionMutation,
  useUpdateGuidelinesTemplateMutation,
} = guidelinesAdminApi;
