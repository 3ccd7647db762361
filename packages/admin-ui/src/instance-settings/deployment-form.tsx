import { Heading, Stack } from '@chakra-ui/react';
import { deploymentLimits, modelProviders } from '@parley/api-contract';
import type { ModelDeploymentView } from '@parley/api-contract';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  NumberField,
  SecretField,
  SelectField,
  SwitchField,
  TextField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import { Form, Formik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { ReadOnlyNotice } from '../console/read-only-notice';
import { agentsSettingsMessages as messages } from './agents-messages';
import {
  deploymentFormOf,
  deploymentFormSchema,
  newDeploymentForm,
  usesField,
} from './deployment-schema';
import type { DeploymentFormValues } from './deployment-schema';

const providerOptions = modelProviders.map((provider) => ({
  value: provider,
  label: messages.providers[provider],
}));

export interface DeploymentFormProps {
  /** The stored deployment to change; none for a new one. */
  deployment?: ModelDeploymentView;
  /**
   * Saves the form's values (the caller sends what `deploymentInputOf` makes of them); rejects
   * with the server's error (RTK Query's `unwrap()`), which the form shows on its fields or in a
   * red alert.
   */
  onSave: (values: DeploymentFormValues) => Promise<void>;
  /** Closes the form without saving. */
  onCancel: () => void;
  /** Why the user may not change deployments: the form is read-only and says so. */
  readOnlyReason?: string;
}

/**
 * One model deployment of the agents tab, new or stored: its name (new only: agents refer to it),
 * the provider and the settings that provider uses, the key through app-shell's `SecretField`
 * (a stored key shows masked with Replace, and can be removed; nothing of it is ever in the
 * form), and the HIPAA and personal-agent switches. Its heading takes the focus when it opens.
 */
export function DeploymentForm({
  deployment,
  onSave,
  onCancel,
  readOnlyReason,
}: DeploymentFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const readOnly = readOnlyReason !== undefined;
  const maskedApiKey = deployment?.maskedApiKey ?? null;
  useEffect(() => heading.current?.focus(), []);
  return (
    <Formik<DeploymentFormValues>
      initialValues={deployment ? deploymentFormOf(deployment) : newDeploymentForm}
      validationSchema={deploymentFormSchema}
      onSubmit={async (values, { setErrors }) => {
        setFormErrors([]);
        try {
          await onSave(values);
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ values, dirty, isSubmitting }) => {
        const uses = (field: Parameters<typeof usesField>[1]) => usesField(values.provider, field);
        return (
          <Form noValidate aria-labelledby={headingId}>
            <UnsavedChangesGuard />
            <Stack gap="5" maxW="2xl">
              <Heading as="h3" size="md" id={headingId} ref={heading} tabIndex={-1}>
                {deployment ? messages.editHeading(deployment.deploymentName) : messages.newHeading}
              </Heading>
              <ReadOnlyNotice reason={readOnlyReason} />
              <ErrorAlertList messages={formErrors} title={messages.saveFailed} />
              {!deployment && (
                <TextField
                  name="deploymentName"
                  label={messages.name}
                  helperText={messages.nameHelp}
                  maxLength={deploymentLimits.nameMaxLength}
                  required
                  disabled={readOnly}
                />
              )}
              <SelectField
                name="provider"
                label={messages.provider}
                options={providerOptions}
                disabled={readOnly}
              />
              <TextField
                name="model"
                label={messages.model}
                helperText={messages.modelHelp[values.provider]}
                maxLength={deploymentLimits.modelMaxLength}
                required
                disabled={readOnly}
              />
              {uses('resourceName') && (
                <TextField
                  name="resourceName"
                  label={messages.resourceName}
                  helperText={messages.resourceNameHelp}
                  maxLength={deploymentLimits.resourceNameMaxLength}
                  disabled={readOnly}
                />
              )}
              {uses('baseURL') && (
                <TextField
                  name="baseURL"
                  type="url"
                  label={messages.baseURL}
                  helperText={messages.baseUrlHelp[values.provider]}
                  required={values.provider === 'openai-compatible'}
                  disabled={readOnly}
                />
              )}
              {uses('apiVersion') && (
                <TextField
                  name="apiVersion"
                  label={messages.apiVersion}
                  helperText={messages.apiVersionHelp}
                  maxLength={deploymentLimits.apiVersionMaxLength}
                  disabled={readOnly}
                />
              )}
              {uses('apiKey') && (
                <>
                  {!values.removeApiKey && (
                    <SecretField
                      name="apiKey"
                      label={messages.apiKey}
                      helperText={
                        values.provider === 'anthropic'
                          ? messages.anthropicKeyHelp
                          : messages.apiKeyHelp
                      }
                      maskedValue={maskedApiKey}
                      disabled={readOnly}
                    />
                  )}
                  {maskedApiKey !== null && (
                    <SwitchField
                      name="removeApiKey"
                      label={messages.removeApiKey}
                      helperText={messages.removeApiKeyHelp}
                      disabled={readOnly}
                    />
                  )}
                </>
              )}
              {uses('maxRetries') && (
                <NumberField
                  name="maxRetries"
                  label={messages.maxRetries}
                  helperText={messages.maxRetriesHelp}
                  min={0}
                  max={deploymentLimits.maxRetries}
                  disabled={readOnly}
                />
              )}
              <SwitchField
                name="hipaaCompliant"
                label={messages.hipaaCompliant}
                helperText={messages.hipaaCompliantHelp}
                disabled={readOnly}
              />
              <SwitchField
                name="availableToPersonalAgents"
                label={messages.availableToPersonalAgents}
                helperText={messages.availableToPersonalAgentsHelp}
                disabled={readOnly}
              />
              <FormActions
                canSave={!readOnly && dirty}
                isSubmitting={isSubmitting}
                onCancel={onCancel}
                readOnlyReason={readOnlyReason}
              />
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
