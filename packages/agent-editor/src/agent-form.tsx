import { Fieldset, Grid, Stack } from '@chakra-ui/react';
import type { FieldError } from '@parley/api-contract';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  MultilineField,
  MultiSelectField,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  UnsavedChangesGuard,
  WarningAlerts,
} from '@parley/app-shell';
import type { SelectOption } from '@parley/app-shell';
import { Form, Formik, useFormikContext } from 'formik';
import type { FormikErrors } from 'formik';
import { useEffect, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { agentEditorMessages } from './agent-editor-messages';
import { agentFormSchema } from './agent-schema';
import type { AgentFormValues } from './agent-schema';

const capabilityOptions: readonly SelectOption[] = [
  { value: 'FileSearch', label: 'File search' },
  { value: 'CodeInterpreter', label: 'Code interpreter' },
  { value: 'Vision', label: 'Vision (image upload)' },
];

/** What a saved draft answered: the checks that name fields (admin-spec section 3). */
export interface DraftChecks {
  errors: readonly FieldError[];
  warnings: readonly FieldError[];
}

export interface AgentFormProps {
  /** Read once; the editor remounts the form (a new key) when a version is restored. */
  initialValues: AgentFormValues;
  deployments: readonly SelectOption[];
  /** The guidelines documents the agent may show its users (besides none). */
  guidelinesDocuments: readonly SelectOption[];
  /** The file libraries the agent may answer from; absent, the form has no such field. */
  dataSources?: readonly SelectOption[];
  /** Saves the draft; resolves with its checks, rejects with the server's refusal. */
  onSubmit: (values: AgentFormValues) => Promise<DraftChecks>;
  onCancel: () => void;
  /** The checks of the last save (or of the draft as loaded). */
  checks: DraftChecks;
  readOnlyReason?: string;
  /** Told whenever the form's values start or stop differing from the saved draft. */
  onDirtyChange?: (dirty: boolean) => void;
  /** The agent's icon, after its name and instructions (saved on its own, not by Save). */
  icon?: ReactNode;
  /**
   * Places the form on the page, inside the form's state (parts beside it, such as the test chat,
   * read it with Formik's `useFormikContext`); by default the form alone.
   */
  layout?: (form: ReactElement) => ReactElement;
}

/** Reports the form's dirty flag up when it changes. */
function DirtyReporter({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { dirty } = useFormikContext<AgentFormValues>();
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
}

const fieldErrors = (errors: readonly FieldError[]): FormikErrors<AgentFormValues> =>
  Object.fromEntries(errors.map(({ field, message }) => [field, message]));

/**
 * The agent editor's form (CONSOLE.md, agent editor): name and introduction, instructions, the
 * icon (when the editor offers it), the model and its parameters, and tools. Save keeps it as the
 * user's draft; the server's errors go on their fields (they keep the draft from being saved to
 * the agent), its warnings stay in alerts above the form until a later save no longer reports
 * them.
 */
export function AgentForm({
  initialValues,
  deployments,
  guidelinesDocuments,
  dataSources,
  onSubmit,
  onCancel,
  checks,
  readOnlyReason,
  onDirtyChange,
  icon,
  layout = (form) => form,
}: AgentFormProps) {
  const [failure, setFailure] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;
  return (
    <Formik<AgentFormValues>
      initialValues={initialValues}
      initialErrors={fieldErrors(checks.errors)}
      initialTouched={Object.fromEntries(checks.errors.map(({ field }) => [field, true]))}
      validationSchema={agentFormSchema}
      onSubmit={async (values, { setErrors, setTouched, resetForm }) => {
        setFailure([]);
        try {
          const saved = await onSubmit(values);
          resetForm({ values });
          setErrors(fieldErrors(saved.errors));
          await setTouched(
            Object.fromEntries(saved.errors.map(({ field }) => [field, true])),
            false,
          );
        } catch (error) {
          setFailure(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ dirty, isSubmitting }) =>
        layout(
          <Form noValidate aria-label={agentEditorMessages.formLabel}>
            {onDirtyChange && <DirtyReporter onChange={onDirtyChange} />}
            <UnsavedChangesGuard />
            <Stack gap="6">
              <ErrorAlertList messages={failure} title={agentEditorMessages.saveFailed} />
              <WarningAlerts
                warnings={checks.warnings.map(({ field, message }) => ({
                  property: field,
                  message,
                }))}
              />
              <Fieldset.Root disabled={readOnly}>
                <Fieldset.Legend>Agent</Fieldset.Legend>
                <Stack gap="4">
                  <TextField name="gptSystemName" label="Name" required autoComplete="off" />
                  <MultilineField
                    name="introduction"
                    label="Introduction"
                    helperText="Shown above a new conversation with the agent."
                    rows={3}
                  />
                  <MultilineField
                    name="systemPrompt"
                    label="Instructions"
                    helperText="The system prompt: how the agent behaves and what it answers."
                    rows={8}
                  />
                  <SelectField
                    name="guidelinesDocumentId"
                    label={agentEditorMessages.guidelinesDocument}
                    helperText={agentEditorMessages.guidelinesDocumentHelp}
                    options={guidelinesDocuments}
                    placeholder={agentEditorMessages.noGuidelinesDocument}
                  />
                </Stack>
              </Fieldset.Root>
              {icon}
              <Fieldset.Root disabled={readOnly}>
                <Fieldset.Legend>Model</Fieldset.Legend>
                <Stack gap="4">
                  <SelectField
                    name="deploymentName"
                    label="Deployment"
                    options={deployments}
                    required
                  />
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                    <NumberField
                      name="temperature"
                      label="Temperature"
                      min={0}
                      max={2}
                      step={0.1}
                    />
                    <NumberField name="topP" label="Top P" min={0} max={1} step={0.05} />
                    <NumberField
                      name="frequencyPenalty"
                      label="Frequency penalty"
                      min={-2}
                      max={2}
                      step={0.1}
                    />
                    <NumberField name="maxTokens" label="Max tokens" min={1} step={100} />
                  </Grid>
                </Stack>
              </Fieldset.Root>
              <Fieldset.Root disabled={readOnly}>
                <Fieldset.Legend>Tools</Fieldset.Legend>
                <Stack gap="4">
                  <MultiSelectField
                    name="capabilityTypes"
                    label="Capabilities"
                    options={capabilityOptions}
                  />
                  {dataSources && (
                    <MultiSelectField
                      name="dataSources"
                      label={agentEditorMessages.dataSources}
                      helperText={
                        dataSources.length === 0
                          ? agentEditorMessages.noDataSources
                          : agentEditorMessages.dataSourcesHelp
                      }
                      options={dataSources}
                    />
                  )}
                  <SwitchField
                    name="restrictAnswerToInformationReturnedByTools"
                    label="Answer only from what tools return"
                  />
                </Stack>
              </Fieldset.Root>
              <FormActions
                canSave={dirty}
                isSubmitting={isSubmitting}
                onCancel={onCancel}
                readOnlyReason={readOnlyReason}
                saveLabel={agentEditorMessages.saveDraft}
              />
            </Stack>
          </Form>,
        )
      }
    </Formik>
  );
}
