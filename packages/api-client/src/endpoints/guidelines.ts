import {
  guidelinesConsentListSchema,
  guidelinesConsentSchema,
  paths,
  publicGuidelinesDocumentSchema,
} from '@parley/api-contract';
import type {
  GuidelinesConsent,
  GuidelinesConsentList,
  PublicGuidelinesDocument,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { currentUserApi } from './current-user';

export interface GuidelinesConsentArgs {
  guidelinesDocumentId: string;
  /** The version the user read: the server refuses (409) once the document has changed since. */
  version: number;
}

export interface PublicGuidelinesConsentArgs extends GuidelinesConsentArgs {
  /** The anonymous visitor's public-chat session. */
  sessionIdentifier: string;
}

type ConsentListPatch = (add: (list: GuidelinesConsentList) => void) => unknown;

/**
 * The composer unblocks as soon as the consent is recorded (chat-spec section 5): the consent joins
 * the cached list at once, in place of any to an earlier version, before the invalidated list
 * comes back from the server.
 */
async function addToConsentList(
  queryFulfilled: Promise<{ data: GuidelinesConsent }>,
  patch: ConsentListPatch,
) {
  let consent: GuidelinesConsent;
  try {
    ({ data: consent } = await queryFulfilled);
  } catch {
    return;
  }
  patch((list) => {
    list.items = [
      consent,
      ...list.items.filter((item) => item.guidelinesDocumentId !== consent.guidelinesDocumentId),
    ];
  });
}

/**
 * What a consent changes: the consents; after a refusal (the document changed while the user
 * read it: 409) the document too, so the dialog shows the version to accept.
 */
const afterConsent = (
  consents: { type: 'GuidelinesConsent'; id: string },
  error: unknown,
  guidelinesDocumentId: string,
) =>
  error
    ? [consents, { type: 'GuidelinesDocument' as const, id: guidelinesDocumentId }]
    : [consents];

/** The guidelines a user may have to accept before chatting (chat-spec section 5). */
export const guidelinesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGuidelinesDocument: build.query<PublicGuidelinesDocument, string>({
      query: (guidelinesDocumentId) => paths.guidelinesDocuments.public(guidelinesDocumentId),
      responseSchema: publicGuidelinesDocumentSchema,
      providesTags: (_result, _error, id) => [{ type: 'GuidelinesDocument', id }],
    }),
    /** The server records a consent once per version; a repeat answers the first record. */
    consentToGuidelines: build.mutation<GuidelinesConsent, GuidelinesConsentArgs>({
      query: ({ guidelinesDocumentId, version }) => ({
        url: paths.guidelinesDocuments.consent(guidelinesDocumentId),
        method: 'POST',
        body: { version },
      }),
      responseSchema: guidelinesConsentSchema,
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        addToConsentList(queryFulfilled, (add) =>
          dispatch(currentUserApi.util.updateQueryData('getGuidelinesConsents', undefined, add)),
        ),
      invalidatesTags: (_result, error, { guidelinesDocumentId }) =>
        afterConsent({ type: 'GuidelinesConsent', id: 'LIST' }, error, guidelinesDocumentId),
    }),
    /** The consents an anonymous visitor's session has given: a reload does not ask again. */
    getPublicGuidelinesConsents: build.query<GuidelinesConsentList, string>({
      query: (sessionIdentifier) => paths.publicConversations.guidelinesConsents(sessionIdentifier),
      responseSchema: guidelinesConsentListSchema,
      providesTags: (_result, _error, sessionIdentifier) => [
        { type: 'GuidelinesConsent', id: `public:${sessionIdentifier}` },
      ],
    }),
    /** An anonymous visitor's consent, recorded on their public-chat session. */
    consentToPublicGuidelines: build.mutation<GuidelinesConsent, PublicGuidelinesConsentArgs>({
      query: ({ sessionIdentifier, guidelinesDocumentId, version }) => ({
        url: paths.publicConversations.guidelinesConsent(sessionIdentifier, guidelinesDocumentId),
        method: 'POST',
        body: { version },
      }),
      responseSchema: guidelinesConsentSchema,
      onQueryStarted: ({ sessionIdentifier }, { dispatch, queryFulfilled }): Promise<void> =>
        addToConsentList(queryFulfilled, (add): unknown =>
          dispatch(
            guidelinesApi.util.updateQueryData(
              'getPublicGuidelinesConsents',
              sessionIdentifier,
              add,
            ),
          ),
        ),
      invalidatesTags: (_result, error, { sessionIdentifier, guidelinesDocumentId }) =>
        afterConsent(
          { type: 'GuidelinesConsent', id: `public:${sessionIdentifier}` },
          error,
          guidelinesDocumentId,
        ),
    }),
  }),
});

export const {
  useConsentToGuidelinesMutation,
  useConsentToPublicGuidelinesMutation,
  useGetGuidelinesDocumentQuery,
  useGetPublicGuidelinesConsentsQuery,
} = guidelinesApi;
