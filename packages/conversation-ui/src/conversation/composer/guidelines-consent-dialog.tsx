import { Button, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import type { PublicGuidelinesDocument } from '@parley/api-contract';
import { StreamingMarkdown } from '../../markdown/streaming-markdown';
import { guidelinesMessages } from './use-guidelines-consent';

/**
 * Why recording the consent failed, in words: the server's own when it refused because the
 * document changed while the user read it (409; the new version is loading), ours otherwise.
 */
export function consentFailureMessage(failure: unknown): string {
  const { status, data } = (failure ?? {}) as { status?: unknown; data?: { message?: unknown } };
  const message = data?.message;
  return status === 409 && typeof message === 'string' ? message : guidelinesMessages.consentFailed;
}

export interface GuidelinesConsentDialogProps {
  open: boolean;
  document: PublicGuidelinesDocument;
  onAgree: () => void;
  onClose: () => void;
  /** The consent is being recorded. */
  agreeing?: boolean;
  /** Why recording the consent failed (the mutation's error), shown as `consentFailureMessage`. */
  failure?: unknown;
  /** Where focus goes on closing: the button that opened the dialog is gone once consented. */
  finalFocusRef?: RefObject<HTMLElement | null>;
}

/** Which version of the document the user reads, and accepts: a consent holds for it alone. */
export const guidelinesVersionLabel = (version: number) => `Version ${version}`;

/**
 * The guidelines document to read and accept before chatting (chat-spec section 5), with its
 * version: a change to the document asks users to accept the new version.
 */
export function GuidelinesConsentDialog({
  open,
  document,
  onAgree,
  onClose,
  agreeing = false,
  failure,
  finalFocusRef,
}: GuidelinesConsentDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      scrollBehavior="inside"
      size="lg"
      finalFocusEl={finalFocusRef && (() => finalFocusRef.current)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>{document.title}</Dialog.Title>
              <Dialog.Description color="fg.muted" textStyle="sm">
                {guidelinesVersionLabel(document.version)}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {document.sections.map((section) => (
                  <Stack key={section.sectionId} gap="1" as="section">
                    <Heading as="h3" size="sm">
                      {section.title}
                    </Heading>
                    <StreamingMarkdown text={section.content} streaming={false} />
                  </Stack>
                ))}
                {failure !== undefined && (
                  <Text role="alert" color="red.fg">
                    {consentFailureMessage(failure)}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Not now
              </Button>
              <Button colorPalette="brand" loading={agreeing} onClick={onAgree}>
                I agree
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the guidelines" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
