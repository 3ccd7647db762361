import { Button, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import type { PublicGuidelinesDocument } from '@parley/api-contract';
import { StreamingMarkdown } from '../../markdown/streaming-markdown';

export interface GuidelinesConsentDialogProps {
  open: boolean;
  document: PublicGuidelinesDocument;
  onAgree: () => void;
  onClose: () => void;
  /** The consent is being recorded. */
  agreeing?: boolean;
  /** Why recording the consent failed. */
  error?: string;
  /** Where focus goes on closing: the button that opened the dialog is gone once consented. */
  finalFocusRef?: RefObject<HTMLElement | null>;
}

/** The guidelines document to read and accept before chatting (chat-spec section 5). */
export function GuidelinesConsentDialog({
  open,
  document,
  onAgree,
  onClose,
  agreeing = false,
  error,
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
            <Dialog.Header>
              <Dialog.Title>{document.title}</Dialog.Title>
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
                {error && (
                  <Text role="alert" color="red.fg">
                    {error}
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
