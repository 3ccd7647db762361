import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import {
  useCreateAgentPromptMutation,
  useDeleteAgentAvatarMutation,
  useDeleteAgentPromptMutation,
  useListAgentPromptsQuery,
  useUpdateAgentPromptMutation,
  useUploadAgentAvatarMutation,
} from '@parley/api-client';
import { useGetAdminGptSystemQuery } from '@parley/api-client/admin';
import { paths } from '@parley/api-contract';
import type { AgentPrompt } from '@parley/api-contract';
import {
  ButtonWithReason,
  describeServerError,
  LoadFailedState,
  LoadingState,
  notify,
  RetryAlert,
} from '@parley/app-shell';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import { AgentAvatarField } from './agent-avatar-field';
import { agentLookMessages as messages } from './agent-look-messages';
import { agentButtonRules, agentMessages } from './agent-messages';
import { agentPaths } from './agent-paths';
import { AgentPromptForm } from './agent-prompt-form';
import { AgentPromptList } from './agent-prompt-list';
import { emptyAgentPromptForm } from './agent-prompt-schema';

function Section({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" maxW="3xl">
      <Heading as="h2" id={headingId} textStyle="lg">
        {title}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {help}
      </Text>
      {children}
    </Stack>
  );
}

/** Which prompt the form edits: none (closed), a new one, or an existing one. */
type PromptEditing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; prompt: AgentPrompt };

/**
 * `/admin/gptsystem/{gptSystemId}/ux` (admin-spec section 2, "Look and feel of the agent"): the
 * avatar (upload, preview, removal; a failed upload is the spec's 'Create Agent Failure!' with the
 * server's words) and the conversation starters (add, edit, delete after asking). The
 * introduction is a configuration field, edited and tested in the agent editor: this page links
 * there instead of editing it twice.
 */
export function AgentLookScreen() {
  const { gptSystemId = '' } = useParams();
  const { reasons } = useActionReasons(agentButtonRules);
  const agentQuery = useGetAdminGptSystemQuery(gptSystemId);
  const promptsQuery = useListAgentPromptsQuery(gptSystemId);
  const [uploadAvatar] = useUploadAgentAvatarMutation();
  const [deleteAvatar] = useDeleteAgentAvatarMutation();
  const [createPrompt] = useCreateAgentPromptMutation();
  const [updatePrompt] = useUpdateAgentPromptMutation();
  const [deletePrompt] = useDeleteAgentPromptMutation();
  const [editing, setEditing] = useState<PromptEditing>({ kind: 'closed' });
  const agent = agentQuery.data;

  if (agentQuery.isError) {
    return (
      <ConsolePage title={messages.title}>
        <LoadFailedState
          title={messages.loadFailed}
          error={agentQuery.error}
          onRetry={() => void agentQuery.refetch()}
          back={{ to: agentPaths.list, label: messages.backToAgents }}
        />
      </ConsolePage>
    );
  }
  if (!agent) {
    return (
      <ConsolePage title={messages.title}>
        <LoadingState label="Loading the agent" />
      </ConsolePage>
    );
  }
  const name = agent.name || agentMessages.unnamed;
  const deleted = agent.status === 'Deleted';
  const writeReason = deleted ? agentMessages.deletedHelp : reasons.write;
  const avatarVersion = agent.avatarVersion ?? null;

  return (
    <ConsolePage
      title={`${messages.title}: ${name}`}
      description={messages.description}
      actions={
        <ButtonWithReason to={agentPaths.publish(gptSystemId)} variant="outline">
          {agentMessages.publishTitle}
        </ButtonWithReason>
      }
    >
      <Stack gap="10">
        <Section title={messages.avatarHeading} help={messages.avatarHelp}>
          <AgentAvatarField
            name={name}
            imageUrl={paths.gptSystems.avatar(gptSystemId, avatarVersion ?? 0)}
            hasAvatar={avatarVersion !== null}
            disabledReason={writeReason}
            onUpload={async (file) => {
              try {
                await uploadAvatar({ gptSystemId, file, fileName: file.name }).unwrap();
                notify.success(messages.uploaded);
                return true;
              } catch (error) {
                notify.error(messages.uploadFailed, describeServerError(error).message);
                return false;
              }
            }}
            onRemove={async () => {
              try {
                await deleteAvatar(gptSystemId).unwrap();
                notify.success(messages.removed);
              } catch (error) {
                notify.error(messages.removeFailed, describeServerError(error).message);
              }
            }}
          />
        </Section>

        <Section title={messages.promptsHeading} help={messages.promptsHelp}>
          {promptsQuery.isError ? (
            <RetryAlert
              title={messages.loadFailed}
              error={promptsQuery.error}
              onRetry={() => void promptsQuery.refetch()}
            />
          ) : promptsQuery.data ? (
            <AgentPromptList
              prompts={promptsQuery.data.prompts}
              disabledReason={writeReason}
              onEdit={(prompt) => setEditing({ kind: 'edit', prompt })}
              onDelete={async (prompt) => {
                try {
                  await deletePrompt({ gptSystemId, promptId: prompt.promptId }).unwrap();
                  notify.success(messages.promptDeleted);
                  if (editing.kind === 'edit' && editing.prompt.promptId === prompt.promptId) {
                    setEditing({ kind: 'closed' });
                  }
                } catch (error) {
                  notify.error(messages.promptDeleteFailed, describeServerError(error).message);
                }
              }}
            />
          ) : (
            <LoadingState label="Loading the conversation starters" />
          )}
          {editing.kind === 'closed' ? (
            <ButtonWithReason
              type="button"
              variant="outline"
              alignSelf="flex-start"
              disabledReason={writeReason}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {messages.addPrompt}
            </ButtonWithReason>
          ) : (
            <Stack borderWidth="1px" borderRadius="md" p="4" gap="3">
              <Heading as="h3" textStyle="md">
                {editing.kind === 'new'
                  ? messages.addPrompt
                  : messages.editPrompt(editing.prompt.title)}
              </Heading>
              <AgentPromptForm
                key={editing.kind === 'edit' ? editing.prompt.promptId : 'new'}
                initialValues={
                  editing.kind === 'edit'
                    ? { title: editing.prompt.title, text: editing.prompt.text }
                    : emptyAgentPromptForm
                }
                onCancel={() => setEditing({ kind: 'closed' })}
                onSubmit={async (input) => {
                  if (editing.kind === 'edit') {
                    await updatePrompt({
                      gptSystemId,
                      promptId: editing.prompt.promptId,
                      input,
                    }).unwrap();
                    notify.success(messages.promptSaved);
                  } else {
                    await createPrompt({ gptSystemId, input }).unwrap();
                    notify.success(messages.promptAdded);
                  }
                  setEditing({ kind: 'closed' });
                }}
              />
            </Stack>
          )}
        </Section>

        <Section title={messages.introductionHeading} help={messages.introductionHelp}>
          <Link asChild colorPalette="brand" alignSelf="flex-start">
            <RouterLink to={agentPaths.edit(gptSystemId)}>{messages.openEditor}</RouterLink>
          </Link>
        </Section>

        <Button asChild variant="plain" alignSelf="flex-start" px="0">
          <RouterLink to={agentPaths.list}>{messages.backToAgents}</RouterLink>
        </Button>
      </Stack>
    </ConsolePage>
  );
}
