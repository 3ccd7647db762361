import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { guidelinesLimits } from '@parley/api-contract';
import {
  applyServerErrors,
  ButtonWithReason,
  ErrorAlertList,
  FormActions,
  MultilineField,
  TextField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import { FieldArray, Form, Formik, getIn, useFormikContext } from 'formik';
import type { ReactNode, RefObject } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { guidelinesTemplateFormSchema, templateSectionForm } from './guidelines-schema';
import type { GuidelinesTemplateFormValues } from './guidelines-schema';

export interface GuidelinesTemplateFormProps {
  initialValues: GuidelinesTemplateFormValues;
  /** Saves; rejects with the server's error (RTK Query's `unwrap()`), which the form shows. */
  onSubmit: (values: GuidelinesTemplateFormValues) => Promise<void>;
  onCancel: () => void;
  /** Why the user may not save: the form is read-only and says so. */
  readOnlyReason?: string;
  /** Further buttons after Cancel (Delete template). */
  children?: ReactNode;
}

type SectionButton = 'up' | 'down' | 'remove' | 'add';

/**
 * What to focus once the form shows a change: a section's button (the section by its key, and
 * where it is to be: a render before the change must not take it), Add section, or a field by
 * name (a new section's title).
 */
type FocusTarget = { key?: string; index?: number; button: SectionButton } | { field: string };

/**
 * Inside the form (it renders with every change of the form's values): once the form shows a
 * change, gives the focus to what `focusNextRef` names.
 */
function FocusAfterChange({
  form,
  focusNextRef,
}: {
  form: RefObject<HTMLFormElement | null>;
  focusNextRef: RefObject<FocusTarget | undefined>;
}) {
  const { values } = useFormikContext<GuidelinesTemplateFormValues>();
  useEffect(() => {
    const target = focusNextRef.current;
    if (!target || !form.current) return;
    if ('index' in target && values.sections[target.index ?? -1]?.key !== target.key) return;
    if ('field' in target) {
      const field = form.current.querySelector<HTMLElement>(`[name="${target.field}"]`);
      if (!field) return;
      focusNextRef.current = undefined;
      field.focus();
      return;
    }
    const buttons = [...form.current.querySelectorAll<HTMLButtonElement>('[data-template-button]')];
    const find = (button: SectionButton) =>
      buttons.find(
        (element) =>
          element.dataset.templateButton === button &&
          (button === 'add' || element.dataset.sectionKey === target.key),
      );
    let element = find(target.button);
    if (element?.disabled && (target.button === 'up' || target.button === 'down')) {
      element = find(target.button === 'up' ? 'down' : 'up');
    }
    if (!element) return;
    focusNextRef.current = undefined;
    element.focus();
  });
  return null;
}

/**
 * A guidelines template: its name, what it is for, and its sections (each a title and markdown),
 * added, removed and moved in the form and saved together. A moved section keeps the focus on
 * its button; a removed one gives it to the next section, or to Add section.
 */
export function GuidelinesTemplateForm({
  initialValues,
  onSubmit,
  onCancel,
  readOnlyReason,
  children,
}: GuidelinesTemplateFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;
  const sectionsHeadingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const focusNextRef = useRef<FocusTarget | undefined>(undefined);

  return (
    <Formik<GuidelinesTemplateFormValues>
      initialValues={initialValues}
      validationSchema={guidelinesTemplateFormSchema}
      onSubmit={async (values, { setErrors }) => {
        setFormErrors([]);
        try {
          await onSubmit(values);
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ dirty, isSubmitting, values, errors }) => {
        const sectionsError = getIn(errors, 'sections');
        return (
          <Form ref={form} noValidate aria-label={messages.templateForm}>
            <UnsavedChangesGuard />
            <FocusAfterChange form={form} focusNextRef={focusNextRef} />
            <Stack gap="8" maxW="3xl">
              <ErrorAlertList messages={formErrors} title={messages.templateSaveFailed} />
              <Stack gap="4">
                <TextField
                  name="name"
                  label={messages.templateNameLabel}
                  required
                  disabled={readOnly}
                  autoComplete="off"
                />
                <MultilineField
                  name="description"
                  label={messages.templateDescriptionLabel}
                  disabled={readOnly}
                />
              </Stack>
              <FieldArray name="sections">
                {({ push, remove, move }) => (
                  <Stack as="section" gap="4" aria-labelledby={sectionsHeadingId}>
                    <HStack gap="3" align="baseline">
                      <Heading as="h2" size="md" id={sectionsHeadingId}>
                        {messages.templateSectionsHeading}
                      </Heading>
                      <Text color="fg.muted" textStyle="sm">
                        {messages.sectionsCount(values.sections.length)}
                      </Text>
                    </HStack>
                    {typeof sectionsError === 'string' && (
                      <Text role="alert" color="fg.error">
                        {sectionsError}
                      </Text>
                    )}
                    {values.sections.length === 0 && (
                      <Text color="fg.muted">{messages.templateNoSections}</Text>
                    )}
                    {values.sections.map((section, index) => {
                      const position = index + 1;
                      const last = index === values.sections.length - 1;
                      const button = (name: SectionButton) => ({
                        type: 'button' as const,
                        size: 'sm' as const,
                        variant: 'outline' as const,
                        'data-template-button': name,
                        'data-section-key': section.key,
                      });
                      return (
                        <Stack
                          as="fieldset"
                          key={section.key}
                          gap="3"
                          borderWidth="1px"
                          rounded="md"
                          p="4"
                        >
                          <Heading as="legend" size="sm" px="1">
                            {messages.templateSection(position)}
                          </Heading>
                          <TextField
                            name={`sections.${index}.title`}
                            label={messages.sectionTitleLabel}
                            required
                            disabled={readOnly}
                            autoComplete="off"
                          />
                          <MultilineField
                            name={`sections.${index}.content`}
                            label={messages.sectionContentLabel}
                            helperText={messages.sectionContentHelp}
                            required
                            rows={5}
                            disabled={readOnly}
                          />
                          <HStack gap="2" wrap="wrap">
                            <Button
                              {...button('up')}
                              aria-label={messages.moveTemplateSectionUp(position)}
                              disabled={readOnly || index === 0}
                              onClick={() => {
                                focusNextRef.current = {
                                  key: section.key,
                                  index: index - 1,
                                  button: 'up',
                                };
                                move(index, index - 1);
                              }}
                            >
                              {messages.moveUp}
                            </Button>
                            <Button
                              {...button('down')}
                              aria-label={messages.moveTemplateSectionDown(position)}
                              disabled={readOnly || last}
                              onClick={() => {
                                focusNextRef.current = {
                                  key: section.key,
                                  index: index + 1,
                                  button: 'down',
                                };
                                move(index, index + 1);
                              }}
                            >
                              {messages.moveDown}
                            </Button>
                            <Button
                              {...button('remove')}
                              colorPalette="red"
                              aria-label={messages.removeSection(position)}
                              disabled={readOnly}
                              onClick={() => {
                                const next =
                                  values.sections[index + 1] ?? values.sections[index - 1];
                                focusNextRef.current = next
                                  ? {
                                      key: next.key,
                                      index: Math.min(index, values.sections.length - 2),
                                      button: 'remove',
                                    }
                                  : { button: 'add' };
                                remove(index);
                              }}
                            >
                              {messages.remove}
                            </Button>
                          </HStack>
                        </Stack>
                      );
                    })}
                    <ButtonWithReason
                      type="button"
                      variant="outline"
                      data-template-button="add"
                      disabledReason={
                        readOnlyReason ??
                        (values.sections.length >= guidelinesLimits.sectionsMax
                          ? messages.sectionsFull
                          : undefined)
                      }
                      onClick={() => {
                        focusNextRef.current = {
                          field: `sections.${values.sections.length}.title`,
                        };
                        push(templateSectionForm());
                      }}
                    >
                      {messages.addSection}
                    </ButtonWithReason>
                  </Stack>
                )}
              </FieldArray>
              <FormActions
                canSave={dirty}
                isSubmitting={isSubmitting}
                onCancel={onCancel}
                readOnlyReason={readOnlyReason}
              >
                {children}
              </FormActions>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
