import { Badge, Heading, HStack, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { useUpdatePublishingMutation } from '@parley/api-client';
import {
  useDeleteAdminGptSystemMutation,
  useGetAdminGptSystemQuery,
  useListAdminBrandsQuery,
  useUpdateAgentPublicChatMutation,
} from '@parley/api-client/admin';
import type { AdminGptSystemDetails } from '@parley/api-contract';
import {
  ButtonWithReason,
  describeServerError,
  LoadFailedState,
  LoadingState,
  notify,
} from '@parley/app-shell';
import type { SelectOption } from '@parley/app-shell';
import { selectInstanceSettings } from '@parley/auth';
import { useId, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../components/delete-button';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import {
  agentButtonRules,
  agentMessages,
  agentPublicChatMessages,
  agentStatusPalette,
} from './agent-messages';
import { agentLookMessages } from './agent-look-messages';
import { agentPaths } from './agent-paths';
import { AgentPublicChatForm } from './agent-public-chat-form';
import { publicChatFormValues } from './agent-public-chat-schema';
import { publicChatLinks } from './public-chat-links';

/**
 * The brands the public chat may show: the server's list, with the instance's default brand and
 * the agent's own while the list loads or if it fails.
 */
function brandOptions(
  listed: readonly string[],
  defaultBrandKey: string,
  agentBrandKey: string | null,
): SelectOption[] {
  const keys = new Set([...listed, defaultBrandKey, ...(agentBrandKey ? [agentBrandKey] : [])]);
  return [...keys].sort().map((key) => ({ value: key, label: key }));
}

/** The public chat section: its form over the stored settings, with the links while it is on. */
function PublicChatSection({
  agent,
  readOnlyReason,
}: {
  agent: AdminGptSystemDetails;
  readOnlyReason: string | undefined;
}) {
  const headingId = useId();
  const { defaultBrandKey } = useSelector(selectInstanceSettings);
  const [update] = useUpdateAgentPublicChatMutation();
  const listedBrands = useListAdminBrandsQuery().data?.items ?? [];
  const { publicChat } = agent;
  const initialValues = useMemo(() => publicChatFormValues(publicChat), [publicChat]);
  const links =
    publicChat.enabled && publicChat.endpoint
      ? publicChatLinks(window.location.origin, publicChat.endpoint)
      : undefined;
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId} maxW="2xl">
      <Heading as="h2" id={headingId} textStyle="lg">
        {agentPublicChatMessages.heading}
      </Heading>
      <Text color="fg.muted">{agentPublicChatMessages.description}</Text>
      <AgentPublicChatForm
        // A new agent or a stored change seen elsewhere starts the form again.
        key={agent.gptSystemId}
        initialValues={initialValues}
        endpoint={publicChat.endpoint}
        links={links}
        brands={brandOptions(
          listedBrands.map((brand) => brand.brandKey),
          defaultBrandKey,
          publicChat.brandKey,
        )}
        readOnlyReason={readOnlyReason}
        onSubmit={async (request) => {
          await update({ gptSystemId: agent.gptSystemId, ...request }).unwrap();
          notify.success(agentPublicChatMessages.saved);
        }}
      />
    </Stack>
  );
}

/**
 * `/admin/gptsystem/{gptSystemId}/publish` (admin-spec section 2): whether the agent is offered
 * in chat (the switch acts at once), its public chat (a form: endpoint, allowed origins, rate
 * limits, brand), and deleting it.
 */
export function AgentPublishScreen() {
  const { gptSystemId = '' } = useParams();
  const { reasons } = useActionReasons(agentButtonRules);
  const query = useGetAdminGptSystemQuery(gptSystemId);
  const [update, updating] = useUpdatePublishingMutation();
  const [deleteAgent] = useDeleteAdminGptSystemMutation();
  const navigate = useNavigate();
  const switchId = useId();
  const agent = query.data;

  if (query.isError) {
    return (
      <ConsolePage title={agentMessages.publishTitle}>
        <LoadFailedState
          title={agentMessages.loadFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
          back={{ to: agentPaths.list, label: 'Back to the agents' }}
        />
      </ConsolePage>
    );
  }
  if (!agent) {
    return (
      <ConsolePage title={agentMessages.publishTitle}>
        <LoadingState label="Loading the agent" />
      </ConsolePage>
    );
  }
  const published = agent.status === 'Active';
  const deleted = agent.status === 'Deleted';
  const name = agent.name || agentMessages.unnamed;
  return (
    <ConsolePage
      title={`${agentMessages.publishTitle}: ${name}`}
      description={agentMessages.publishDescription}
      actions={
        deleted ? undefined : (
          <HStack gap="2">
            <ButtonWithReason to={agentPaths.edit(gptSystemId)} variant="outline">
              Edit agent
            </ButtonWithReason>
            <ButtonWithReason to={agentPaths.look(gptSystemId)} variant="outline">
              {agentLookMessages.lookLink}
            </ButtonWithReason>
            <DeleteButton
              label={agentMessages.deleteAgent}
              heading={agentMessages.deleteHeading}
              name={name}
              disabledReason={reasons.write}
              onDelete={async () => {
                try {
                  await deleteAgent(gptSystemId).unwrap();
                  notify.success(agentMessages.deleted);
                  void navigate(agentPaths.list);
                } catch (error) {
                  notify.error(agentMessages.deleteFailed, describeServerError(error).message);
                }
              }}
            />
          </HStack>
        )
      }
    >
      <Stack gap="4" maxW="xl">
        <HStack gap="2">
          <Text>Status</Text>
          <Badge colorPalette={agentStatusPalette[agent.status]} variant="subtle">
            {agent.status}
          </Badge>
          <Text color="fg.muted">Version {agent.publishedVersion ?? '—'}</Text>
        </HStack>
        <Switch.Root
          id={switchId}
          checked={published}
          disabled={
            reasons.write !== undefined ||
            updating.isLoading ||
            agent.status === 'Inactive' ||
            deleted
          }
          onCheckedChange={async ({ checked }) => {
            try {
              await update({
                gptSystemId,
                publishingState: checked ? 'Published' : 'Draft',
              }).unwrap();
              notify.success(checked ? agentMessages.published : agentMessages.unpublished);
            } catch (error) {
              notify.error(
                'The publishing could not be changed',
                describeServerError(error).message,
              );
            }
          }}
        >
          <Switch.HiddenInput aria-describedby={`${switchId}-help`} />
          <Switch.Control />
          <Switch.Label>{agentMessages.publishedLabel}</Switch.Label>
        </Switch.Root>
        <Text id={`${switchId}-help`} textStyle="sm" color="fg.muted">
          {deleted ? agentMessages.deletedHelp : (reasons.write ?? agentMessages.publishedHelp)}
        </Text>
      </Stack>
      {!deleted && <PublicChatSection agent={agent} readOnlyReason={reasons.write} />}
      <Link asChild colorPalette="brand" textStyle="sm" alignSelf="flex-start">
        <RouterLink to={agentPaths.list}>Back to the agents</RouterLink>
      </Link>
    </ConsolePage>
  );
}
