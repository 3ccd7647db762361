import { Badge, Button, Heading, HStack, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import type { ModelDeploymentView } from '@parley/api-contract';
import {
  useCreateModelDeploymentMutation,
  useDeleteModelDeploymentMutation,
  useListModelDeploymentsQuery,
  useSetDefaultDeploymentMutation,
  useUpdateModelDeploymentMutation,
} from '@parley/api-client/admin';
import { ButtonWithReason, describeServerError, notify, SelectField } from '@parley/app-shell';
import { useEffect, useId, useRef, useState } from 'react';
import { object, string } from 'yup';
import { DeleteButton } from '../components/delete-button';
import { useActionReasons } from '../console/use-permissions';
import { agentsSettingsMessages as messages } from './agents-messages';
import { DeploymentForm } from './deployment-form';
import { deploymentInputOf, newDeploymentOf } from './deployment-schema';
import type { DeploymentFormValues } from './deployment-schema';
import { instanceSettingsButtonRules } from './instance-settings-messages';
import { InstanceSettingsPage } from './instance-settings-screen';
import { SettingsForm } from './settings-form';
import { SettingsTabBody } from './settings-tab-body';

const defaultDeploymentSchema = object({ deploymentName: string().required() });

/** The default deployment, a settings form of one choice among the stored deployments. */
function DefaultDeploymentForm({
  deployments,
  readOnlyReason,
}: {
  deployments: readonly ModelDeploymentView[];
  readOnlyReason: string | undefined;
}) {
  const [setDefault] = useSetDefaultDeploymentMutation();
  const stored = deployments.find((deployment) => deployment.isDefault)?.deploymentName ?? '';
  return (
    <SettingsForm<{ deploymentName: string }>
      label={messages.defaultForm}
      initialValues={{ deploymentName: stored }}
      validationSchema={defaultDeploymentSchema}
      onSave={async (values) => {
        await setDefault(values).unwrap();
        return values;
      }}
      readOnlyReason={readOnlyReason}
    >
      {({ readOnly }) => (
        <SelectField
          name="deploymentName"
          label={messages.defaultDeployment}
          helperText={messages.defaultDeploymentHelp}
          options={deployments.map(({ deploymentName }) => ({
            value: deploymentName,
            label: deploymentName,
          }))}
          disabled={readOnly}
        />
      )}
    </SettingsForm>
  );
}

/** Why a deployment may not be deleted, if so: the user's roles, the default, agents using it. */
function deletionBlock(deployment: ModelDeploymentView, readOnlyReason: string | undefined) {
  if (readOnlyReason !== undefined) return readOnlyReason;
  if (deployment.isDefault) return messages.isDefault;
  if (deployment.agentCount > 0) return messages.inUse(deployment.agentCount);
  return undefined;
}

/** The stored deployments, one row each, with Edit and Delete. */
function DeploymentTable({
  deployments,
  labelledBy,
  readOnlyReason,
  onEdit,
}: {
  deployments: readonly ModelDeploymentView[];
  labelledBy: string;
  readOnlyReason: string | undefined;
  onEdit: (deploymentName: string) => void;
}) {
  const [remove] = useDeleteModelDeploymentMutation();
  const yesNo = (value: boolean) => (value ? messages.yes : messages.no);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root aria-labelledby={labelledBy} size="sm">
        <Table.Header>
          <Table.Row>
            {Object.values(messages.columns).map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {deployments.map((deployment) => {
            const { deploymentName } = deployment;
            return (
              <Table.Row key={deploymentName}>
                <Table.Cell>
                  <Stack gap="1">
                    <Text fontWeight="semibold">{deploymentName}</Text>
                    <Wrap gap="1">
                      {deployment.isDefault && (
                        <Badge colorPalette="brand">{messages.defaultBadge}</Badge>
                      )}
                      <Badge variant="outline">{messages.sources[deployment.source]}</Badge>
                    </Wrap>
                  </Stack>
                </Table.Cell>
                <Table.Cell>{messages.providers[deployment.provider]}</Table.Cell>
                <Table.Cell>{deployment.model}</Table.Cell>
                <Table.Cell fontFamily="mono">
                  {deployment.maskedApiKey ?? messages.noKey}
                </Table.Cell>
                <Table.Cell>{yesNo(deployment.hipaaCompliant)}</Table.Cell>
                <Table.Cell>{yesNo(deployment.availableToPersonalAgents)}</Table.Cell>
                <Table.Cell>{deployment.agentCount}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2" align="flex-start">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={messages.editLabel(deploymentName)}
                      data-edit-deployment={deploymentName}
                      onClick={() => onEdit(deploymentName)}
                    >
                      {messages.edit}
                    </Button>
                    <DeleteButton
                      label={messages.deleteLabel}
                      heading={
                        deployment.source === 'environment'
                          ? messages.deleteFromEnvironment(deploymentName)
                          : messages.deleteHeading(deploymentName)
                      }
                      name={deploymentName}
                      disabledReason={deletionBlock(deployment, readOnlyReason)}
                      onDelete={async () => {
                        try {
                          await remove(deploymentName).unwrap();
                          notify.success(messages.deleted(deploymentName));
                        } catch (error) {
                          notify.error(
                            messages.deleteFailed(deploymentName),
                            describeServerError(error).message,
                          );
                        }
                      }}
                    />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The deployments section: the table with Add deployment, or, while one is added or edited, its
 * form in their place (so nothing typed is swapped away by another Edit). Closing the form gives
 * the focus back to the button that opened it.
 */
function Deployments({
  deployments,
  readOnlyReason,
}: {
  deployments: readonly ModelDeploymentView[];
  readOnlyReason: string | undefined;
}) {
  const headingId = useId();
  const [create] = useCreateModelDeploymentMutation();
  const [update] = useUpdateModelDeploymentMutation();
  /** The deployment being edited by name, `null` for a new one, undefined for none. */
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  /** Which Edit (by name) or Add deployment (`null`) takes the focus when the form closes. */
  const returnFocusTo = useRef<string | null | undefined>(undefined);
  const section = useRef<HTMLDivElement>(null);
  /** Holds Add deployment (ButtonWithReason takes no ref). */
  const addButtonBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const name = returnFocusTo.current;
    if (editing !== undefined || name === undefined) return;
    returnFocusTo.current = undefined;
    const edits = section.current?.querySelectorAll<HTMLButtonElement>('[data-edit-deployment]');
    const edit = [...(edits ?? [])].find((button) => button.dataset.editDeployment === name);
    (edit ?? addButtonBox.current?.querySelector('button'))?.focus();
  }, [editing]);

  const close = (focusName: string | null) => {
    returnFocusTo.current = focusName;
    setEditing(undefined);
  };
  const edited =
    typeof editing === 'string'
      ? deployments.find((deployment) => deployment.deploymentName === editing)
      : undefined;

  const save = async (values: DeploymentFormValues) => {
    const saved = edited
      ? await update({
          deploymentName: edited.deploymentName,
          deployment: deploymentInputOf(values),
        }).unwrap()
      : await create(newDeploymentOf(values)).unwrap();
    notify.success(messages.saved(saved.deploymentName));
    close(saved.deploymentName);
  };

  return (
    <Stack as="section" ref={section} gap="4" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {messages.listHeading}
      </Heading>
      <Text color="fg.muted" maxW="3xl">
        {messages.listHelp}
      </Text>
      {editing === undefined ? (
        <>
          <DeploymentTable
            deployments={deployments}
            labelledBy={headingId}
            readOnlyReason={readOnlyReason}
            onEdit={setEditing}
          />
          <div ref={addButtonBox}>
            <ButtonWithReason
              type="button"
              colorPalette="brand"
              disabledReason={readOnlyReason}
              onClick={() => setEditing(null)}
            >
              {messages.add}
            </ButtonWithReason>
          </div>
        </>
      ) : (
        <DeploymentForm
          key={editing ?? ''}
          deployment={edited}
          onSave={save}
          onCancel={() => close(editing)}
          readOnlyReason={readOnlyReason}
        />
      )}
    </Stack>
  );
}

/**
 * `/admin/instanceSettings/agents` (issue 17): the default deployment new agents start with, and
 * the model deployments agents answer with, added, changed and deleted here (the environment's
 * `PARLEY_MODEL_DEPLOYMENTS` only seeds them), each with its key shown masked, whether it may
 * answer in HIPAA mode and whether personal agents may use it.
 */
export function AgentsSettingsScreen() {
  const { reasons } = useActionReasons(instanceSettingsButtonRules);
  const query = useListModelDeploymentsQuery();
  return (
    <InstanceSettingsPage tab="agents">
      <SettingsTabBody query={query}>
        {({ items }) => (
          <Stack gap="10">
            <DefaultDeploymentForm deployments={items} readOnlyReason={reasons.write} />
            <Deployments deployments={items} readOnlyReason={reasons.write} />
          </Stack>
        )}
      </SettingsTabBody>
    </InstanceSettingsPage>
  );
}
