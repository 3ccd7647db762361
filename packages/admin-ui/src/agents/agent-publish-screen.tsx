import { Badge, HStack, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { useUpdatePublishingMutation } from '@parley/api-client';
import {
  useDeleteAdminGptSystemMutation,
  useGetAdminGptSystemQuery,
} from '@parley/api-client/admin';
import {
  ButtonWithReason,
  describeServerError,
  LoadFailedState,
  LoadingState,
  notify,
} from '@parley/app-shell';
import { useId } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../components/delete-button';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import { agentButtonRules, agentMessages, agentStatusPalette } from './agent-messages';
import { agentPaths } from './agent-paths';

/**
 * `/admin/gptsystem/{gptSystemId}/publish` (admin-spec section 2): whether the agent is offered
 * in chat, and deleting it. Public endpoints, allowed origins, rate limits and the brand follow with the publishing
 * settings of the agents issue's next part.
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
        <Link asChild colorPalette="brand" textStyle="sm" alignSelf="flex-start">
          <RouterLink to={agentPaths.list}>Back to the agents</RouterLink>
        </Link>
      </Stack>
    </ConsolePage>
  );
}
