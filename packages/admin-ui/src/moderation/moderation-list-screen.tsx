import { Button, HStack } from '@chakra-ui/react';
import { reportStatusSchema } from '@parley/api-contract';
import { useListModerationReportsQuery } from '@parley/api-client/admin';
import { useListSource } from '@parley/app-shell';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { moderationConsoleMessages as messages } from './moderation-messages';
import { moderationConsolePaths } from './moderation-paths';
import { ModerationTable } from './moderation-table';

/**
 * `/admin/moderation` (admin-spec section 2, shown while personal agents are enabled): the open
 * reports by default, the resolved ones with `?status=Resolved`.
 */
export function ModerationListScreen() {
  const [params] = useSearchParams();
  const parsed = reportStatusSchema.safeParse(params.get('status') ?? 'Open');
  const status = parsed.success ? parsed.data : 'Open';
  const source = useListSource(useListModerationReportsQuery(status));
  return (
    <ConsolePage title={messages.listTitle} description={messages.listDescription}>
      <HStack as="nav" aria-label={messages.statusFilterLabel} gap="2">
        {(['Open', 'Resolved'] as const).map((each) => (
          <Button
            key={each}
            asChild
            size="sm"
            colorPalette="brand"
            variant={each === status ? 'solid' : 'outline'}
          >
            <RouterLink
              to={each === 'Open' ? moderationConsolePaths.list : moderationConsolePaths.resolved}
              aria-current={each === status ? 'page' : undefined}
            >
              {messages.statusLabels[each]}
            </RouterLink>
          </Button>
        ))}
      </HStack>
      <ModerationTable source={source} status={status} />
    </ConsolePage>
  );
}
