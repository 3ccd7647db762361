import { Box, Button, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useGetCitationPassageQuery } from '@parley/api-client';
import type { CitationPassageArgs } from '@parley/api-client';
import type { Citation, CitationPassage } from '@parley/api-contract';
import { describeServerError } from '@parley/app-shell';

export const citationPassageMessages = {
  loading: 'Loading the passage',
  failed: 'The passage could not be loaded',
  from: (libraryName: string) => `From the library ${libraryName}`,
  download: 'Download the file',
  close: 'Close',
} as const;

export interface CitationPassageDialogProps {
  citation: Citation;
  /** The passage once loaded. */
  passage: CitationPassage | undefined;
  /** Why it could not be loaded. */
  error?: unknown;
  onDownload: (citation: Citation) => void;
  downloading: boolean;
  onClose: () => void;
}

/**
 * The passage of a library file an answer cites (issue 16), as the library indexed it: the file
 * and page it comes from, its heading, its text, and a way to download the whole file.
 */
export function CitationPassageDialog({
  citation,
  passage,
  error,
  onDownload,
  downloading,
  onClose,
}: CitationPassageDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      scrollBehavior="inside"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{citation.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {passage ? (
                <Stack gap="3">
                  <Text textStyle="sm" color="fg.muted">
                    {citationPassageMessages.from(passage.libraryName)}
                  </Text>
                  {passage.heading && <Text fontWeight="semibold">{passage.heading}</Text>}
                  <Box
                    as="blockquote"
                    borderStartWidth="4px"
                    borderColor="border.emphasized"
                    ps="4"
                    whiteSpace="pre-wrap"
                  >
                    {passage.text}
                  </Box>
                </Stack>
              ) : error ? (
                <Text role="alert" color="red.fg">
                  {citationPassageMessages.failed}: {describeServerError(error).message}
                </Text>
              ) : (
                <Spinner size="sm" role="status" aria-label={citationPassageMessages.loading} />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" loading={downloading} onClick={() => onDownload(citation)}>
                {citationPassageMessages.download}
              </Button>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand">{citationPassageMessages.close}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The dialog with the passage it loads (`source`: the conversation, answer and citation path). */
export function CitationPassageLoader({
  source,
  ...props
}: Omit<CitationPassageDialogProps, 'passage' | 'error'> & { source: CitationPassageArgs }) {
  const passage = useGetCitationPassageQuery(source);
  return <CitationPassageDialog passage={passage.data} error={passage.error} {...props} />;
}
