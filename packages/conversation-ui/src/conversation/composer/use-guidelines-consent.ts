import { useCallback, useState } from 'react';
import {
  guidelinesApi,
  useGetGuidelinesConsentsQuery,
  useGetGuidelinesDocumentQuery,
  useGetPublicGuidelinesConsentsQuery,
} from '@parley/api-client';
import type { GuidelinesDocumentReference } from '@parley/api-contract';
import { useComposerDispatch } from './composer-store';

export const guidelinesMessages = {
  loadFailed: 'The guidelines could not be loaded: reload the page to try again.',
  consentFailed: 'Your consent could not be recorded: please try again.',
} as const;

/**
 * The consent an agent's guidelines document may require (chat-spec section 5), to its current
 * version: a consent counts when the server lists it for the version loaded (a reload does not
 * ask again; a changed document asks anew). Recording one adds it to the cached list at once, so
 * the composer unblocks without waiting for the list to come back. It is recorded once per
 * version; if the document changed while the user read it, the server refuses and the new version
 * loads. An anonymous visitor (`publicSession`) has no account: the consent is recorded on, and
 * listed for, their public-chat session.
 */
export function useGuidelinesConsent(
  reference: GuidelinesDocumentReference | null | undefined,
  publicSession: string | undefined,
) {
  const anonymous = publicSession !== undefined;
  const documentId = reference?.requireConsent ? reference.guidelinesDocumentId : undefined;
  const document = useGetGuidelinesDocumentQuery(documentId ?? '', { skip: !documentId });
  const userConsents = useGetGuidelinesConsentsQuery(undefined, {
    skip: !documentId || anonymous,
  });
  const visitorConsents = useGetPublicGuidelinesConsentsQuery(publicSession ?? '', {
    skip: !documentId || !anonymous,
  });
  const serverConsents = anonymous ? visitorConsents : userConsents;
  const dispatch = useComposerDispatch();
  const [recording, setRecording] = useState(false);

  const version = document.data?.version;
  const consented =
    documentId === undefined ||
    (serverConsents.data?.items ?? []).some(
      (consent) => consent.guidelinesDocumentId === documentId && consent.version === version,
    );

  // Dispatched, not through the mutation hooks: a hook's selector runs on every store change, and a
  // streamed answer changes the store on every token.
  const consent = useCallback(async () => {
    if (!documentId || version === undefined || consented) return;
    const { consentToGuidelines, consentToPublicGuidelines } = guidelinesApi.endpoints;
    const args = { guidelinesDocumentId: documentId, version };
    setRecording(true);
    try {
      await dispatch(
        publicSession === undefined
          ? consentToGuidelines.initiate(args)
          : consentToPublicGuidelines.initiate({ ...args, sessionIdentifier: publicSession }),
      ).unwrap();
    } finally {
      setRecording(false);
    }
  }, [consented, documentId, version, publicSession, dispatch]);

  return {
    /** The document to show, once loaded; undefined when no consent is required. */
    document: documentId ? document.data : undefined,
    loading: document.isLoading || serverConsents.isLoading,
    loadFailed: document.isError || serverConsents.isError,
    required: documentId !== undefined && !consented,
    consent,
    recording,
  };
}
