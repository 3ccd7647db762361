import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { Citation } from '@parley/api-contract';
import { DownloadIcon } from './conversation-icons';

export interface CitationListProps {
  citations: readonly Citation[];
  /** Absent while the answer streams: the document can be downloaded once it is stored. */
  onDownload?: (citation: Citation) => void;
  /** The path of the citation being downloaded, if any. */
  downloadingPath?: string | null;
}

/** The documents an answer drew on, under it, each with a download button once stored. */
export function CitationList({ citations, onDownload, downloadingPath = null }: CitationListProps) {
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
              <Text textStyle="sm" truncate title={citation.path}>
                {citation.title}
              </Text>
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
