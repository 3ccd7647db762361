import { Box, Heading, HStack, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useGetAvailableGptSystemsQuery } from '@parley/api-client';
import { selectInstanceSettings } from '@parley/auth';
import { useDocumentTitle } from '@parley/theme-brands';
import { agentLabel } from '@parley/conversation-ui';
import { useAgentActions } from '../components/use-agent-actions';
import { AgentCatalog } from './agent-catalog';
import type { ViewMode } from './agent-catalog';
import { GridIcon, ListIcon } from './agents-icons';
import { useAgentsText } from '../i18n/agents-text';
import { agentsEn } from '../i18n/agents-en';

export const AGENTS_PAGE_TITLE = agentsEn.agentsPageTitle;

/**
 * `/chat/agents` (chat-spec section 2): the agents the user can use, searchable by name, as a
 * list or a grid; start a chat, pin or unpin, and edit own personal agents when allowed.
 */
export function AgentsScreen() {
  const settings = useSelector(selectInstanceSettings);
  const t = useAgentsText();
  useDocumentTitle(t('agentsPageTitle'), settings.name);
  const { data, isLoading, isError } = useGetAvailableGptSystemsQuery();
  const actions = useAgentActions();
  const [viewMode, setViewMode] = useState<ViewMode>('grid');
  const [search, setSearch] = useState('');

  const needle = search.trim().toLocaleLowerCase();
  const agents = (data?.items ?? []).filter((agent) =>
    agentLabel(agent, actions.permissions.isBannedFromCreating)
      .toLocaleLowerCase()
      .includes(needle),
  );

  return (
    <Stack gap="6" padding={{ base: '4', md: '8' }} maxWidth="6xl" marginInline="auto" width="100%">
      <Heading as="h1" textStyle="2xl">
        {t('agentsPageTitle')}
      </Heading>
      <HStack gap="2">
        <Input
          type="search"
          aria-label={t('searchAgentsLabel')}
          placeholder={t('searchAgentsPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <HStack gap="1" role="group" aria-label={t('viewMode')}>
          <IconButton
            aria-label={t('listView')}
            aria-pressed={viewMode === 'list'}
            variant={viewMode === 'list' ? 'subtle' : 'ghost'}
            onClick={() => setViewMode('list')}
          >
            <ListIcon />
          </IconButton>
          <IconButton
            aria-label={t('gridView')}
            aria-pressed={viewMode === 'grid'}
            variant={viewMode === 'grid' ? 'subtle' : 'ghost'}
            onClick={() => setViewMode('grid')}
          >
            <GridIcon />
          </IconButton>
        </HStack>
      </HStack>
      {isLoading || actions.isLoading ? (
        <Box textAlign="center">
          <Spinner role="status" aria-label={t('loadingAgents')} />
        </Box>
      ) : isError ? (
        <Text role="alert" color="red.fg">
          {t('agentsLoadFailed')}
        </Text>
      ) : agents.length === 0 ? (
        <Text color="fg.muted">{needle ? t('noAgentsMatch') : t('noAgents')}</Text>
      ) : (
        <AgentCatalog
          agents={agents}
          viewMode={viewMode}
          pinnedIds={actions.pinnedIds}
          permissions={actions.permissions}
          onStartChat={actions.openChat}
          onPin={actions.pin}
          onUnpin={actions.unpin}
          onEdit={actions.edit}
        />
      )}
    </Stack>
  );
}
