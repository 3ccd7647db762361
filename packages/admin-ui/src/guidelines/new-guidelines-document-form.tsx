import { Stack } from '@chakra-ui/react';
import type { GuidelinesTemplateSummary } from '@parley/api-contract';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  SelectField,
  SwitchField,
  TextField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { newGuidelinesDocumentFormSchema } from './guidelines-schema';
import type { NewGuidelinesDocumentFormValues } from './guidelines-schema';

export interface NewGuidelinesDocumentFormProps {
  /** The templates a document may start from. */
  templates: readonly GuidelinesTemplateSummary[];
  /** The template chosen when the form opens (New from template), if any. */
  templateId?: string;
  /** Creates the document; rejects with the server's error, which the form shows. */
  onSubmit: (values: NewGuidelinesDocumentFormValues) => Promise<void>;
  onCancel: () => void;
  /** Why the user may not create documents: the form is read-only and says so. */
  readOnlyReason?: string;
}

/**
 * Choosing a template gives the document the template's name as its title, unless a title of the
 * user's own is typed (the previous template's name counts as none).
 */
function TitleFromTemplate({ templates }: { templates: readonly GuidelinesTemplateSummary[] }) {
  const { values, setFieldValue } = useFormikContext<NewGuidelinesDocumentFormValues>();
  const nameOf = (id: string | null | undefined) =>
    templates.find((template) => template.guidelinesTemplateId === id)?.name;
  const chosen = useRef(values.templateId);
  useEffect(() => {
    if (chosen.current === values.templateId) return;
    const previous = nameOf(chosen.current) ?? '';
    chosen.current = values.templateId;
    const name = nameOf(values.templateId);
    if (name !== undefined && (values.title ?? '').trim() === previous) {
      void setFieldValue('title', name);
    }
  });
  return null;
}

/**
 * A new guidelines document: its title, whether users must accept it, and the template it starts
 * from (its sections are copied in). Saving opens the new document, where sections are added.
 */
export function NewGuidelinesDocumentForm({
  templates,
  templateId,
  onSubmit,
  onCancel,
  readOnlyReason,
}: NewGuidelinesDocumentFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;
  const start = templates.find((template) => template.guidelinesTemplateId === templateId);
  return (
    <Formik<NewGuidelinesDocumentFormValues>
      initialValues={{
        title: start?.name ?? '',
        requireConsent: false,
        templateId: start?.guidelinesTemplateId ?? '',
      }}
      validationSchema={newGuidelinesDocumentFormSchema}
      onSubmit={async (values, { setErrors }) => {
        setFormErrors([]);
        try {
          await onSubmit(values);
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ dirty, isSubmitting, values }) => {
        const chosen = templates.find(
          (template) => template.guidelinesTemplateId === values.templateId,
        );
        return (
          <Form noValidate aria-label={messages.documentForm}>
            <UnsavedChangesGuard />
            <TitleFromTemplate templates={templates} />
            <Stack gap="4" maxW="2xl">
              <ErrorAlertList messages={formErrors} title={messages.saveFailed} />
              <SelectField
                name="templateId"
                label={messages.templateLabel}
                helperText={chosen ? messages.templateHelp(chosen.sectionCount) : undefined}
                placeholder={messages.noTemplate}
                options={templates.map((template) => ({
                  value: template.guidelinesTemplateId,
                  label: template.name,
                }))}
                disabled={readOnly}
              />
              <TextField
                name="title"
                label={messages.titleLabel}
                helperText={messages.titleHelp}
                required
                disabled={readOnly}
                autoComplete="off"
              />
              <SwitchField
                name="requireConsent"
                label={messages.requireConsentLabel}
                helperText={messages.requireConsentHelp}
                disabled={readOnly}
              />
              {/* A form opened from a template can be saved at once. */}
              <FormActions
                canSave={dirty || start !== undefined}
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
