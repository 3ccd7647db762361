import {
  Button,
  CloseButton,
  Dialog,
  Field,
  NativeSelect,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useReportAgentMutation } from '@parley/api-client';
import { reportLimits, reportReasonSchema, reportReasons } from '@parley/api-contract';
import type { ReportReason } from '@parley/api-contract';
import { describeServerError, notify } from '@parley/app-shell';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useAgentsText } from '../i18n/agents-text';
import type { AgentsTextKey } from '../i18n/agents-text';

/** Each reason's label by its catalogue key (the English is the contract's `reportReasonLabels`). */
const reasonLabelKeys = {
  HarmfulContent: 'reasonHarmfulContent',
  HatefulOrHarassing: 'reasonHatefulOrHarassing',
  SexualContent: 'reasonSexualContent',
  Misinformation: 'reasonMisinformation',
  PrivacyViolation: 'reasonPrivacyViolation',
  SpamOrImpersonation: 'reasonSpamOrImpersonation',
  Other: 'reasonOther',
} as const satisfies Record<ReportReason, AgentsTextKey>;

/** The report's rules, in the contract's words; the first broken one per field. */
export function reportProblems(reason: string, details: string) {
  return {
    reason: reportReasonSchema.safeParse(reason).success ? undefined : ('reasonRequired' as const),
    details:
      details.trim().length > reportLimits.detailsMaxLength
        ? ('detailsTooLong' as const)
        : undefined,
  };
}

export interface ReportAgentDialogProps {
  agent: { gptSystemId: string; name: string };
  /** The conversation the report is made from; without it the server takes the newest one. */
  conversationId?: string | null;
  open: boolean;
  onClose: () => void;
}

/** The dialog sending through the API, saying in a toast whether the report was sent. */
export function ReportAgentDialog(props: ReportAgentDialogProps) {
  const [report] = useReportAgentMutation();
  const t = useAgentsText();
  const { agent, conversationId } = props;
  return (
    <ReportAgentForm
      agent={agent}
      open={props.open}
      onClose={props.onClose}
      onSend={async (reportReason, details) => {
        try {
          await report({
            gptSystemId: agent.gptSystemId,
            conversationId: conversationId ?? null,
            reportReason,
            details,
          }).unwrap();
          notify.success(t('reported'));
        } catch (error) {
          notify.error(t('reportFailed'), describeServerError(error).message);
          throw error;
        }
      }}
    />
  );
}

export interface ReportAgentFormProps {
  agent: { name: string };
  open: boolean;
  onClose: () => void;
  /** Sends the report; the dialog closes when it resolves and stays when it rejects. */
  onSend: (reportReason: ReportReason, details: string) => Promise<void>;
}

/**
 * Reporting a personal agent shared with the user (issue 18): a reason from the list and optional
 * details. The dialog opens on the reason.
 */
export function ReportAgentForm({ agent, open, onClose, onSend }: ReportAgentFormProps) {
  const t = useAgentsText();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const reasonField = useRef<HTMLSelectElement>(null);
  const problems = reportProblems(reason, details);

  const close = () => {
    setReason('');
    setDetails('');
    setTouched(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const parsed = reportReasonSchema.safeParse(reason);
    if (!parsed.success || problems.details) return;
    setSending(true);
    try {
      await onSend(parsed.data, details.trim());
      close();
    } catch {
      // The sender said why; what was typed stays for another try.
    } finally {
      setSending(false);
    }
  };

  const title = t('reportTitle', { name: agent.name });
  const problemText = (key: 'reasonRequired' | 'detailsTooLong' | undefined) =>
    key && t(key, { max: reportLimits.detailsMaxLength });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(change) => !change.open && close()}
      initialFocusEl={() => reasonField.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text textStyle="sm" color="fg.muted">
                    {t('reportExplanation')}
                  </Text>
                  <Field.Root invalid={touched && Boolean(problems.reason)} required>
                    <Field.Label>
                      {t('reason')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        ref={reasonField}
                        name="reportReason"
                        value={reason}
                        onChange={(event) => setReason(event.target.value)}
                      >
                        <option value="">{t('chooseReason')}</option>
                        {reportReasons.map((value) => (
                          <option key={value} value={value}>
                            {t(reasonLabelKeys[value])}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText color="red.fg">{problemText(problems.reason)}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(problems.details)}>
                    <Field.Label>{t('details')}</Field.Label>
                    <Textarea
                      name="details"
                      rows={4}
                      value={details}
                      onChange={(event) => setDetails(event.target.value)}
                    />
                    <Field.ErrorText color="red.fg">
                      {problemText(problems.details)}
                    </Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={close}>
                  {t('cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={sending}>
                  {t('sendReport')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
