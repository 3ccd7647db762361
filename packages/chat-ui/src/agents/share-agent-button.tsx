import {
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import {
  useGetFeaturesQuery,
  useGetPersonalGptSystemQuery,
  useUpdatePublishingMutation,
} from '@parley/api-client';
import { ButtonWithReason, describeServerError, notify, RetryAlert } from '@parley/app-shell';
import { useId, useState } from 'react';
import { useAgentsText } from '../i18n/agents-text';
import { agentRoutes } from '../components/use-agent-actions';

export interface ShareAgentButtonProps {
  gptSystemId: string;
}

/** The address a recipient opens to add the agent, on this origin. */
export const sharedAgentLink = (gptSystemId: string) =>
  new URL(agentRoutes.shared(gptSystemId), window.location.origin).href;

/**
 * "Share" on a personal agent's editor: a dialog that publishes the agent by link (the server
 * refuses a user blocked from sharing, and everyone while the instance has sharing off, when the
 * button is disabled saying so) and gives the link to copy. Whoever opens the link adds
 * the agent to their agents; switching sharing off takes it from them again.
 */
export function ShareAgentButton({ gptSystemId }: ShareAgentButtonProps) {
  const t = useAgentsText();
  const [open, setOpen] = useState(false);
  // The instance may turn sharing off (console, personalAgents tab): then it is not offered.
  const sharingOff = useGetFeaturesQuery().data?.AllowAgentSharing === false;
  return (
    <>
      <ButtonWithReason
        variant="outline"
        reasonAlign="end"
        disabledReason={sharingOff ? t('sharingOff') : undefined}
        onClick={() => setOpen(true)}
      >
        {t('share')}
      </ButtonWithReason>
      <Dialog.Root open={open} onOpenChange={(event) => setOpen(event.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('shareTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{open && <SharePanel gptSystemId={gptSystemId} />}</Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

function SharePanel({ gptSystemId }: { gptSystemId: string }) {
  const t = useAgentsText();
  const agent = useGetPersonalGptSystemQuery(gptSystemId);
  const [updatePublishing, updating] = useUpdatePublishingMutation();
  const linkId = useId();
  if (agent.isError) {
    return (
      <RetryAlert
        title={t('shareFailed')}
        error={agent.error}
        onRetry={() => void agent.refetch()}
      />
    );
  }
  const shared = agent.data?.publishingState === 'Published';
  const link = sharedAgentLink(gptSystemId);

  const setShared = async (publish: boolean) => {
    try {
      await updatePublishing({
        gptSystemId,
        publishingState: publish ? 'Published' : 'Draft',
      }).unwrap();
      notify.success(publish ? t('shared') : t('unshared'));
    } catch (error) {
      notify.error(t('shareFailed'), describeServerError(error).message);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(t('copied'));
    } catch {
      notify.error(t('copyFailed'));
    }
  };

  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('shareHelp')}</Text>
      <Switch.Root
        checked={shared}
        disabled={!agent.data || updating.isLoading}
        onCheckedChange={(event) => void setShared(event.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('shareSwitch')}</Switch.Label>
      </Switch.Root>
      {shared && (
        <Field.Root>
          <Field.Label htmlFor={linkId}>{t('shareLink')}</Field.Label>
          <HStack gap="2" width="100%">
            <Input id={linkId} value={link} readOnly onFocus={(event) => event.target.select()} />
            <Button variant="outline" onClick={() => void copy()}>
              {t('copyLink')}
            </Button>
          </HStack>
        </Field.Root>
      )}
    </Stack>
  );
}
