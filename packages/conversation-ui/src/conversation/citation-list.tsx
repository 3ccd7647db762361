import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { Citation } from '@parley/api-contract';
import { DownloadIcon } from './conversation-icons';
import { isPassageCitation } from './use-citation-passage';

export interface CitationListProps {
  citations: readonly Citation[];
  /** Absent while the answer streams: the document can be downloaded once it is stored. */
  onDownload?: (citation: Citation) => void;
  /** The path of the citation being downloaded, if any. */
  downloadingPath?: string | null;
  /** Opens a cited library passage; absent while the answer streams. */
  onOpen?: (citation: Citation) => void;
}

/**
 * The documents an answer drew on, under it, each with a download button once stored; a library
 * passage's title opens the passage.
 */
export function CitationList({
  citations,
  onDownload,
  downloadingPath = null,
  onOpen,
}: CitationListProps) {
  const headingId = useId();
  if (citations.length === 0) return null;
  return (
    <Stack gap="1" as="section" aria-labelledby={headingId}>
      <Text id={headingId} textStyle="xs" fontWeight="semibold" color="fg.muted">
        Sources
      </Text>
      <List.Root as="ol" gap="1" ps="0" listStyleType="none">
        {citations.map((citation) => (
          <List.Item key={`${citation.path}#${citation.title}`}>
            <HStack gap="2">
              {onOpen && isPassageCitation(citation) ? (
                <Button
                  size="xs"
                  variant="plain"
                  colorPalette="brand"
                  px="0"
                  onClick={() => onOpen(citation)}
                >
                  {citation.title}
                </Button>
              ) : (
                <Text textStyle="sm" truncate title={citation.path}>
                  {citation.title}
                </Text>
              )}
              {onDownload && (
                <Button
                  size="2xs"
                  variant="ghost"
                  aria-label={`Download ${citation.title}`}
                  loading={downloadingPath === citation.path}
                  onClick={() => onDownload(citation)}
                >
                  <DownloadIcon />
                </Button>
              )}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
