import { Tabs } from '@chakra-ui/react';
import type { InstancePersonalAgentSettings } from '@parley/api-contract';
import {
  useGetPersonalAgentSettingsQuery,
  useUpdatePersonalAgentSettingsMutation,
} from '@parley/api-client/admin';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import {
  instanceSettingsButtonRules,
  instanceSettingsMessages as messages,
} from './instance-settings-messages';
import { instanceSettingsPaths } from './instance-settings-paths';
import type { InstanceSettingsTab } from './instance-settings-paths';
import { PersonalAgentsForm } from './personal-agents-form';
import { SettingsTabBody } from './settings-tab-body';

/** admin-spec section 2's order. */
const tabs: readonly InstanceSettingsTab[] = [
  'apiKeys',
  'hipaa',
  'branding',
  'agents',
  'budget',
  'personalAgents',
];

/** `/admin/instanceSettings`: opens apiKeys, the spec's default tab. */
export function InstanceSettingsIndex() {
  return <Navigate to={instanceSettingsPaths.apiKeys} replace />;
}

/** The page's heading and its tabs, each a link to its sub-route, around the current tab. */
export function InstanceSettingsPage({
  tab,
  children,
}: {
  tab: InstanceSettingsTab;
  children: ReactNode;
}) {
  return (
    <ConsolePage title={messages.title} description={messages.description}>
      <Tabs.Root value={tab} variant="line" colorPalette="brand">
        <Tabs.List aria-label={messages.tabsLabel}>
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} asChild>
              <RouterLink to={instanceSettingsPaths[value]}>{messages.tabs[value]}</RouterLink>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab}>{children}</Tabs.Content>
      </Tabs.Root>
    </ConsolePage>
  );
}

/** `/admin/instanceSettings/personalAgents` (issue 17): whether staff may build personal agents. */
export function PersonalAgentsSettingsScreen() {
  const { reasons } = useActionReasons(instanceSettingsButtonRules);
  const query = useGetPersonalAgentSettingsQuery();
  const [update] = useUpdatePersonalAgentSettingsMutation();
  const save = async (settings: InstancePersonalAgentSettings) => {
    await update(settings).unwrap();
  };
  return (
    <InstanceSettingsPage tab="personalAgents">
      <SettingsTabBody query={query}>
        {(settings) => (
          <PersonalAgentsForm
            initialValues={settings}
            onSubmit={save}
            readOnlyReason={reasons.write}
          />
        )}
      </SettingsTabBody>
    </InstanceSettingsPage>
  );
}
