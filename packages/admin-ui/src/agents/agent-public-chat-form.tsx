import { Alert, Button, Code, Field, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { UpdateAgentPublicChatRequest } from '@parley/api-contract';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  notify,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import type { SelectOption } from '@parley/app-shell';
import { FieldArray, Form, Formik, getIn } from 'formik';
import type { FormikErrors } from 'formik';
import { useId, useState } from 'react';
import { agentPublicChatMessages as messages } from './agent-messages';
import { agentPublicChatFormSchema, publicChatRequest } from './agent-public-chat-schema';
import type { AgentPublicChatFormValues } from './agent-public-chat-schema';

export interface PublicChatLinks {
  /** The public chat's own address. */
  url: string;
  /** The script tag that puts the widget on a page. */
  snippet: string;
}

export interface AgentPublicChatFormProps {
  /** The settings as stored. Read once: a refetch must not undo a change being made. */
  initialValues: AgentPublicChatFormValues;
  /** The stored endpoint key; null until the endpoint is first switched on. */
  endpoint: string | null;
  /** The address and embed code, while the stored endpoint is on. */
  links?: PublicChatLinks;
  /** The brands to choose from; the instance's default brand is always offered first. */
  brands: readonly SelectOption[];
  /** Saves; rejects with the server's error (RTK Query's `unwrap()`), then shown. */
  onSubmit: (request: UpdateAgentPublicChatRequest) => Promise<void>;
  /** Why the user may not change the settings: the form is read-only and says so. */
  readOnlyReason?: string;
}

/** A read-only text with a Copy button: the address or the embed code. */
function CopyableText({ label, text, help }: { label: string; text: string; help?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(messages.copied);
    } catch {
      notify.error(messages.copyFailed);
    }
  };
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" align="flex-start" w="full">
        <Input
          value={text}
          fontFamily="mono"
          textStyle="sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {messages.copy(label)}
        </Button>
      </HStack>
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

/** The allowed origins: one field each, Add and Remove; the list's own error below it. */
function AllowedOriginsField({
  origins,
  errors,
  disabled,
}: {
  origins: readonly string[];
  errors: FormikErrors<AgentPublicChatFormValues>;
  disabled: boolean;
}) {
  const id = useId();
  const listError: unknown = getIn(errors, 'allowedOrigins');
  const listMessage = typeof listError === 'string' ? listError : undefined;
  return (
    <FieldArray name="allowedOrigins">
      {(list) => (
        <Fieldset.Root
          invalid={listMessage !== undefined}
          aria-describedby={`${id}-help${listMessage ? ` ${id}-error` : ''}`}
        >
          <Fieldset.Legend>{messages.originsLegend}</Fieldset.Legend>
          <Fieldset.HelperText id={`${id}-help`}>{messages.originsHelp}</Fieldset.HelperText>
          <Stack gap="3">
            {origins.length === 0 && <Text color="fg.muted">{messages.noOrigins}</Text>}
            {origins.map((_, index) => (
              <HStack key={index} gap="2" align="flex-end">
                <TextField
                  name={`allowedOrigins.${index}`}
                  label={messages.originLabel(index + 1)}
                  type="url"
                  placeholder="https://www.example.com"
                  disabled={disabled}
                />
                <Button
                  type="button"
                  variant="outline"
                  aria-label={messages.removeOrigin(index + 1)}
                  disabled={disabled}
                  onClick={() => list.remove(index)}
                >
                  Remove
                </Button>
              </HStack>
            ))}
            <Button
              type="button"
              variant="outline"
              alignSelf="flex-start"
              disabled={disabled}
              onClick={() => list.push('')}
            >
              {messages.addOrigin}
            </Button>
          </Stack>
          {listMessage && (
            <Fieldset.ErrorText id={`${id}-error`} color="red.fg">
              {listMessage}
            </Fieldset.ErrorText>
          )}
        </Fieldset.Root>
      )}
    </FieldArray>
  );
}

/**
 * A system agent's public chat: the endpoint switch, its key (a new one on request), the sites
 * that may frame it, the per-minute limits and the brand; with the address and the widget's
 * embed code to copy while the stored endpoint is on. Cancel puts back what is stored.
 */
export function AgentPublicChatForm({
  initialValues,
  endpoint,
  links,
  brands,
  onSubmit,
  readOnlyReason,
}: AgentPublicChatFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;
  return (
    <Formik<AgentPublicChatFormValues>
      initialValues={initialValues}
      validationSchema={agentPublicChatFormSchema}
      onSubmit={async (values, { setErrors, resetForm }) => {
        setFormErrors([]);
        try {
          await onSubmit(publicChatRequest(values));
          resetForm({ values: { ...values, regenerateEndpoint: false } });
        } catch (error) {
          const fields = [
            ...Object.keys(values),
            ...values.allowedOrigins.map((_, index) => `allowedOrigins.${index}`),
          ];
          setFormErrors(applyServerErrors(error, { values, setErrors }, { fields }));
        }
      }}
    >
      {({ values, errors, dirty, isSubmitting, resetForm }) => (
        <Form noValidate aria-label={messages.formLabel}>
          <UnsavedChangesGuard />
          <Stack gap="6">
            {readOnly && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{messages.readOnly}</Alert.Title>
                  <Alert.Description>{readOnlyReason}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <ErrorAlertList messages={formErrors} title={messages.saveFailed} />
            <SwitchField
              name="enabled"
              label={messages.enabledLabel}
              helperText={messages.enabledHelp}
              disabled={readOnly}
            />
            <Stack gap="1">
              <Text fontWeight="medium" textStyle="sm">
                {messages.endpointLabel}
              </Text>
              {endpoint ? (
                <Code alignSelf="flex-start">{endpoint}</Code>
              ) : (
                <Text color="fg.muted">{messages.endpointNone}</Text>
              )}
            </Stack>
            {endpoint && (
              <SwitchField
                name="regenerateEndpoint"
                label={messages.regenerateLabel}
                helperText={messages.regenerateHelp}
                disabled={readOnly}
              />
            )}
            {links && (
              <Stack gap="4">
                <CopyableText label={messages.urlLabel} text={links.url} />
                <CopyableText
                  label={messages.snippetLabel}
                  text={links.snippet}
                  help={messages.snippetHelp}
                />
              </Stack>
            )}
            <AllowedOriginsField
              origins={values.allowedOrigins}
              errors={errors}
              disabled={readOnly}
            />
            <Fieldset.Root>
              <Fieldset.Legend>{messages.limitsLegend}</Fieldset.Legend>
              <Fieldset.HelperText>{messages.limitsHelp}</Fieldset.HelperText>
              <Stack gap="3" direction={{ base: 'column', md: 'row' }}>
                <NumberField
                  name="questionsPerMinutePerSession"
                  label={messages.perSessionLabel}
                  min={1}
                  required
                  disabled={readOnly}
                />
                <NumberField
                  name="questionsPerMinutePerAddress"
                  label={messages.perAddressLabel}
                  min={1}
                  required
                  disabled={readOnly}
                />
                <NumberField
                  name="questionsPerMinutePerEndpoint"
                  label={messages.perEndpointLabel}
                  min={1}
                  required
                  disabled={readOnly}
                />
              </Stack>
            </Fieldset.Root>
            <SelectField
              name="brandKey"
              label={messages.brandLabel}
              helperText={messages.brandHelp}
              placeholder={messages.brandDefault}
              options={brands}
              disabled={readOnly}
            />
            <FormActions
              canSave={!readOnly && dirty}
              isSubmitting={isSubmitting}
              onCancel={() => {
                setFormErrors([]);
                resetForm();
              }}
              readOnlyReason={readOnlyReason}
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
