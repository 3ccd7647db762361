import { Badge, DataList } from '@chakra-ui/react';
import type { AdminGuidelinesDocument } from '@parley/api-contract';
import { DateTimeText } from '../components/date-time-text';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { agentNames } from './guidelines-table';

export interface GuidelinesDocumentFactsProps {
  document: Pick<AdminGuidelinesDocument, 'version' | 'updatedAt' | 'agents'>;
}

/**
 * What a document's editor should know before changing it: the version users accept (every
 * change raises it), when it last changed, and the agents that show it.
 */
export function GuidelinesDocumentFacts({ document }: GuidelinesDocumentFactsProps) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel>{messages.columnVersion}</DataList.ItemLabel>
        <DataList.ItemValue>
          <Badge colorPalette="brand" variant="subtle">
            {messages.version(document.version)}
          </Badge>
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{messages.updated}</DataList.ItemLabel>
        <DataList.ItemValue>
          <DateTimeText value={document.updatedAt} />
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{messages.usedBy}</DataList.ItemLabel>
        <DataList.ItemValue>
          {document.agents.length === 0 ? messages.usedByNone : agentNames(document)}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
