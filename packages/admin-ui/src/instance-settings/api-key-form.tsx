import { Heading, Stack, Text } from '@chakra-ui/react';
import type { InstanceApiKey } from '@parley/api-contract';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  SecretField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { DateTimeText } from '../components/date-time-text';
import { DeleteButton } from '../components/delete-button';
import { apiKeyFormSchema } from './api-key-schema';
import type { ApiKeyFormValues } from './api-key-schema';
import { apiKeysMessages as messages } from './api-keys-messages';
import { ReadOnlyNotice } from '../console/read-only-notice';

export interface ApiKeyFormProps {
  /** The key as the server shows it: masked, or null with no key saved. */
  apiKey: InstanceApiKey;
  /** Saves a new key; rejects with the server's error (RTK Query's `unwrap()`), then shown. */
  onSave: (key: string) => Promise<void>;
  /** Deletes the saved key; resolves whatever the outcome (the caller reports it). */
  onDelete: () => Promise<void>;
  /** Why the user may not change the key: the form is read-only and says so. */
  readOnlyReason?: string;
}

/**
 * One provider key of the apiKeys tab: the saved key masked (`••••abcd`) and when it was saved,
 * Replace for a new one (app-shell's `SecretField`: nothing of the old key is ever in the form),
 * Save and Cancel, and Delete, asking first. A new saved key starts the form afresh.
 */
export function ApiKeyForm(props: ApiKeyFormProps) {
  // Cancel, a new saved key or its deletion start the form afresh, the field masked again.
  const [cancelled, setCancelled] = useState(0);
  return (
    <ApiKeyFormFor
      key={`${props.apiKey.maskedValue ?? 'none'} ${props.apiKey.updatedAt ?? ''} ${cancelled}`}
      {...props}
      onCancel={() => setCancelled((count) => count + 1)}
    />
  );
}

function ApiKeyFormFor({
  apiKey,
  onSave,
  onDelete,
  onCancel,
  readOnlyReason,
}: ApiKeyFormProps & { onCancel: () => void }) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const headingId = useId();
  const readOnly = readOnlyReason !== undefined;
  const { label, help } = messages.keys[apiKey.kind];
  return (
    <Formik<ApiKeyFormValues>
      initialValues={{ key: undefined }}
      validationSchema={apiKeyFormSchema}
      onSubmit={async (values, { setErrors }) => {
        setFormErrors([]);
        try {
          await onSave(apiKeyFormSchema.cast(values).key);
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ dirty, isSubmitting }) => (
        <Form noValidate aria-labelledby={headingId}>
          <UnsavedChangesGuard />
          <Stack gap="4" maxW="2xl">
            <Heading as="h2" size="md" id={headingId}>
              {label}
            </Heading>
            <ReadOnlyNotice reason={readOnlyReason} />
            <ErrorAlertList messages={formErrors} title={messages.saveFailed} />
            <SecretField
              name="key"
              label={label}
              helperText={help}
              maskedValue={apiKey.maskedValue}
              disabled={readOnly}
              required
            />
            <Text textStyle="sm" color="fg.muted">
              {apiKey.updatedAt === null ? (
                messages.notSet
              ) : (
                <>
                  {messages.setAt} <DateTimeText value={apiKey.updatedAt} />
                </>
              )}
            </Text>
            <FormActions
              canSave={!readOnly && dirty}
              isSubmitting={isSubmitting}
              onCancel={onCancel}
              readOnlyReason={readOnlyReason}
            />
            {apiKey.maskedValue !== null && (
              <div>
                <DeleteButton
                  label={messages.deleteLabel}
                  heading={messages.deleteHeading(label)}
                  name={`${label} ${apiKey.maskedValue}`}
                  disabledReason={readOnlyReason}
                  onDelete={onDelete}
                />
              </div>
            )}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
