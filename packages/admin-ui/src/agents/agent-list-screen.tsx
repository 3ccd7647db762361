import { useListAdminGptSystemsQuery } from '@parley/api-client/admin';
import { ButtonWithReason, useListSource, useUrlSorting } from '@parley/app-shell';
import { ConsolePage } from '../console/console-page';
import { useMenuTitle } from '../i18n/console-text';
import { useConsoleAgentsText } from '../i18n/console-agents-text';
import { useActionReasons } from '../console/use-permissions';
import { agentButtonRules, agentMessages } from './agent-messages';
import { agentPaths } from './agent-paths';
import { AgentTable } from './agent-table';

/**
 * `/admin/gptsystem` (admin-spec section 2): the system agents with their status as a word and a
 * colour (Active, Draft, Inactive), the version chat answers with, and New agent for a user who
 * may create one. Personal agents are their owners' and are managed in the chat app.
 */
export function AgentListScreen() {
  const { ready, reasons } = useActionReasons(agentButtonRules);
  const { sorting, setSorting } = useUrlSorting();
  const source = useListSource(useListAdminGptSystemsQuery());
  const t = useConsoleAgentsText();
  const menuTitle = useMenuTitle();
  return (
    <ConsolePage
      title={menuTitle(agentMessages.listTitle)}
      description={t('listDescription')}
      actions={
        <ButtonWithReason
          to={agentPaths.new}
          colorPalette="brand"
          disabled={!ready}
          disabledReason={reasons.create}
          reasonAlign="end"
        >
          {t('newAgent')}
        </ButtonWithReason>
      }
    >
      <AgentTable source={source} sorting={sorting} onSortingChange={setSorting} />
    </ConsolePage>
  );
}
