import { Button, Dialog, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { offeredUserActions } from '@parley/api-contract';
import type { ModerationDecisionInput, ModerationReport } from '@parley/api-contract';
import { MultilineField, SelectField } from '@parley/app-shell';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { decisionFormSchema, emptyDecision } from './decision-schema';
import type { DecisionFormValues } from './decision-schema';
import { moderationConsoleMessages as messages } from './moderation-messages';

type Confirming = { kind: 'close' | 'ban'; values: DecisionFormValues } | null;

export interface DecisionFormProps {
  report: ModerationReport;
  /** Sends the decision; resolves when it is stored (the caller says so), rejects otherwise. */
  onSubmit: (decision: Required<ModerationDecisionInput>) => Promise<void>;
  /** False for a user without ModerationWrite: the form shows, Submit is disabled. */
  canDecide?: boolean;
}

/** Why a creator action is not offered: the owner is already blocked (admin-spec section 4). */
function creatorHelperText(settings: ModerationReport['personalAgentSettings']) {
  if (settings.isBannedFromCreatingAgents) return messages.alreadyBlockedFromCreating;
  if (settings.isBannedFromSharingAgents) return messages.alreadyBlockedFromSharing;
  return undefined;
}

/**
 * The decision panel of an Open report (admin-spec sections 4 and 5): the agent action, the
 * creator action (blocks offered only while the owner can create, and share), notes. Submitting
 * TakeNoAction asks whether to close this report or all of the agent's; BanAgent asks 'Are you
 * sure?', saying it is permanent, and resolves every open report of the agent.
 */
export function DecisionForm({ report, onSubmit, canDecide = true }: DecisionFormProps) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [sending, setSending] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const userActions = offeredUserActions(report.personalAgentSettings);
  const agentName = report.gptReference.name ?? messages.unnamedAgent;

  const send = async (values: DecisionFormValues, isBulkResolution: boolean) => {
    if (!values.agentModerationAction || !values.userModerationAction) return;
    setSending(true);
    try {
      await onSubmit({
        agentModerationAction: values.agentModerationAction,
        userModerationAction: values.userModerationAction,
        moderationNotes: values.moderationNotes.trim(),
        isBulkResolution,
      });
      setConfirming(null);
    } catch {
      setConfirming(null);
    } finally {
      setSending(false);
    }
  };

  return (
    <Formik<DecisionFormValues>
      initialValues={emptyDecision}
      validationSchema={decisionFormSchema}
      onSubmit={(values) =>
        setConfirming({
          kind: values.agentModerationAction === 'BanAgent' ? 'ban' : 'close',
          values,
        })
      }
    >
      <Form noValidate aria-labelledby="moderation-decision-heading">
        <Stack gap="4" maxW="xl">
          <Heading as="h2" size="lg" id="moderation-decision-heading">
            {messages.decisionSection}
          </Heading>
          <SelectField
            name="agentModerationAction"
            label={messages.agentAction}
            required
            placeholder={messages.choose}
            options={(['TakeNoAction', 'BanAgent'] as const).map((value) => ({
              value,
              label: messages.agentActionLabels[value],
            }))}
          />
          <SelectField
            name="userModerationAction"
            label={messages.creatorAction}
            required
            placeholder={messages.choose}
            helperText={creatorHelperText(report.personalAgentSettings)}
            options={userActions.map((value) => ({
              value,
              label: messages.userActionLabels[value],
            }))}
          />
          <MultilineField
            name="moderationNotes"
            required
            label={messages.notes}
            helperText={messages.notesHelper}
          />
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={!canDecide}>
            {messages.submit}
          </Button>
        </Stack>
        <Dialog.Root
          role="alertdialog"
          open={confirming !== null}
          onOpenChange={(details) => !details.open && !sending && setConfirming(null)}
          initialFocusEl={() => cancelButton.current}
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>
                    {confirming?.kind === 'ban' ? messages.banQuestion : messages.closeQuestion}
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>
                    {confirming?.kind === 'ban'
                      ? messages.banExplanation(agentName)
                      : messages.closeExplanation(report.reportMetrics.agentReportCount)}
                  </Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <HStack gap="2" wrap="wrap" justify="flex-end">
                    <Button
                      ref={cancelButton}
                      variant="outline"
                      disabled={sending}
                      onClick={() => setConfirming(null)}
                    >
                      {messages.cancel}
                    </Button>
                    {confirming?.kind === 'ban' ? (
                      <Button
                        colorPalette="red"
                        loading={sending}
                        onClick={() => void send(confirming.values, true)}
                      >
                        {messages.banConfirm}
                      </Button>
                    ) : confirming ? (
                      <>
                        <Button
                          variant="outline"
                          colorPalette="brand"
                          loading={sending}
                          onClick={() => void send(confirming.values, true)}
                        >
                          {messages.closeAll}
                        </Button>
                        <Button
                          colorPalette="brand"
                          loading={sending}
                          onClick={() => void send(confirming.values, false)}
                        >
                          {messages.closeThis}
                        </Button>
                      </>
                    ) : null}
                  </HStack>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      </Form>
    </Formik>
  );
}
