import { Badge, Button, Dialog, Heading, List, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { hipaaGuarantees } from '@parley/api-contract';
import type { HipaaSettings } from '@parley/api-contract';
import { describeServerError, ErrorAlertList } from '@parley/app-shell';
import { useRef, useState } from 'react';
import { hipaaMessages as messages } from './hipaa-messages';
import { ReadOnlyNotice } from '../console/read-only-notice';

export interface HipaaPanelProps {
  settings: HipaaSettings;
  /** Switches the mode; rejects with the server's error, then shown. */
  onSwitch: (hipaaMode: boolean) => Promise<void>;
  /** Why the user may not switch it: the button is disabled and the reason shown. */
  readOnlyReason?: string;
}

function Guarantees() {
  return (
    <List.Root gap="2" ps="5">
      {hipaaGuarantees.map((guarantee) => (
        <List.Item key={guarantee}>{guarantee}</List.Item>
      ))}
    </List.Root>
  );
}

/**
 * The hipaa tab (issue 17): whether HIPAA mode is on, what it changes (always in view, and again
 * in the confirmation before it is switched on, with the deployments that would then refuse),
 * and the deployments with their mark.
 */
export function HipaaPanel({ settings, onSwitch, readOnlyReason }: HipaaPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const on = settings.hipaaMode;
  const refusing = settings.deployments
    .filter((deployment) => !deployment.hipaaCompliant)
    .map((deployment) => deployment.deploymentName);

  const confirm = async () => {
    setBusy(true);
    setErrors([]);
    try {
      await onSwitch(!on);
      setConfirming(false);
    } catch (error) {
      setErrors([describeServerError(error).message]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="6" maxW="3xl" as="section" aria-label={messages.regionLabel}>
      <ReadOnlyNotice reason={readOnlyReason} />
      <Stack direction="row" align="center" gap="3" wrap="wrap">
        <Badge colorPalette={on ? 'green' : 'gray'} size="lg" role="status">
          {on ? messages.stateOn : messages.stateOff}
        </Badge>
        <Button
          variant={on ? 'outline' : 'solid'}
          colorPalette="brand"
          disabled={readOnlyReason !== undefined}
          onClick={() => {
            setErrors([]);
            setConfirming(true);
          }}
        >
          {on ? messages.switchOff : messages.switchOn}
        </Button>
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="md">
          {messages.guaranteesHeading}
        </Heading>
        <Text>{messages.guaranteesIntro}</Text>
        <Guarantees />
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="md">
          {messages.deploymentsHeading}
        </Heading>
        <Text color="fg.muted">{messages.deploymentsHelp}</Text>
        {settings.deployments.length === 0 ? (
          <Text>{messages.deploymentsNone}</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{messages.deploymentColumn}</Table.ColumnHeader>
                <Table.ColumnHeader>{messages.providerColumn}</Table.ColumnHeader>
                <Table.ColumnHeader>{messages.compliantColumn}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {settings.deployments.map((deployment) => (
                <Table.Row key={deployment.deploymentName}>
                  <Table.Cell>{deployment.deploymentName}</Table.Cell>
                  <Table.Cell>{deployment.provider}</Table.Cell>
                  <Table.Cell>
                    {deployment.hipaaCompliant ? messages.compliant : messages.notCompliant}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
      <Dialog.Root
        role="alertdialog"
        open={confirming}
        onOpenChange={(details) => !details.open && setConfirming(false)}
        initialFocusEl={() => cancelButton.current}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>
                  {on ? messages.confirmOffTitle : messages.confirmOnTitle}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <ErrorAlertList messages={errors} title={messages.switchFailed} />
                  {on ? (
                    <Text>{messages.confirmOffBody}</Text>
                  ) : (
                    <>
                      <Text>{messages.confirmOnIntro}</Text>
                      <Guarantees />
                      {refusing.length > 0 && (
                        <Text fontWeight="medium">{messages.confirmOnRefused(refusing)}</Text>
                      )}
                    </>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button ref={cancelButton} variant="outline" onClick={() => setConfirming(false)}>
                  {messages.cancel}
                </Button>
                <Button colorPalette="brand" loading={busy} onClick={() => void confirm()}>
                  {on ? messages.confirmOff : messages.confirmOn}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
