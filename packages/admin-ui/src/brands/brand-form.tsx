import { Box, Heading, HStack, Stack } from '@chakra-ui/react';
import { brandLimits } from '@parley/api-contract';
import type { BrandInput, NewBrand } from '@parley/api-contract';
import {
  applyServerErrors,
  describeServerError,
  ErrorAlertList,
  FormActions,
  MultilineField,
  SelectField,
  SwitchField,
  TextField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import { Form, Formik, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useId, useMemo, useState } from 'react';
import { DeleteButton } from '../components/delete-button';
import { brandMessages } from './brand-messages';
import { BrandPreview } from './brand-preview';
import { brandFormSchema, brandInput, previewableColours } from './brand-schema';
import type { BrandFormValues } from './brand-schema';

export interface BrandFormProps {
  initialValues: BrandFormValues;
  /**
   * Saves the brand (as the server takes it, with its key when new). Resolves once saved; rejects
   * with the server's error, which the form then shows on its fields or above them.
   */
  onSubmit: (input: NewBrand | BrandInput) => Promise<void>;
  onCancel: () => void;
  /** Deletes the brand (edit only), behind a confirmation; a rejection is shown. */
  onDelete?: () => Promise<void>;
  readOnlyReason?: string;
  deleteReason?: string;
  /** The brand's image fields (edit only), drawn between the login settings and the preview. */
  images?: ReactNode;
  /** The brand's current files, for the preview. */
  fileUrls?: { logo?: string; navigationLogo?: string; splashScreenBackground?: string };
  /** The instance's name, which the preview shows while the brand has none. */
  instanceName: string;
}

const colourFields = ['primary', 'secondary', 'menu', 'menuTextPrimary'] as const;

/** A colour as #RRGGBB text, with the browser's colour picker beside it bound to the same value. */
function ColourField({
  name,
  label,
  disabled,
}: {
  name: keyof BrandFormValues;
  label: string;
  disabled: boolean;
}) {
  const { values, setFieldValue } = useFormikContext<BrandFormValues>();
  const value = String(values[name]);
  return (
    <HStack align="flex-end" gap="2">
      <Box flex="1">
        <TextField
          name={name}
          label={label}
          helperText={brandMessages.colourHelp}
          required
          disabled={disabled}
          autoComplete="off"
        />
      </Box>
      <input
        type="color"
        aria-label={brandMessages.pickColour(label)}
        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : '#000000'}
        disabled={disabled}
        onChange={(event) => void setFieldValue(name, event.target.value.toUpperCase())}
        style={{ width: '2.5rem', height: '2.5rem', marginBottom: '1.75rem' }}
      />
    </HStack>
  );
}

/**
 * The preview of the form's values. The theme is rebuilt only when a colour changes (building a
 * brand's Chakra system is the costly part), not on every keystroke in another field.
 */
function FormPreview({
  values,
  instanceName,
  fileUrls,
}: {
  values: BrandFormValues;
  instanceName: string;
  fileUrls: NonNullable<BrandFormProps['fileUrls']>;
}) {
  const ready = previewableColours(values);
  const { primary, secondary, menu, menuTextPrimary, useGradientButtons } = values;
  const theme = useMemo(
    () => ({
      brandKey: 'preview',
      primary: primary.trim(),
      secondary: secondary.trim(),
      menu: menu.trim(),
      menuTextPrimary: menuTextPrimary.trim(),
      useGradientButtons,
    }),
    [primary, secondary, menu, menuTextPrimary, useGradientButtons],
  );
  if (!ready) return <Box color="fg.muted">{brandMessages.previewUnavailable}</Box>;
  return (
    <BrandPreview
      theme={theme}
      appName={values.name.trim() || instanceName}
      loginBackground={values.loginBackground.trim()}
      loginAlignment={values.loginAlignment}
      backgroundImageUrl={
        values.useLoginBackgroundImg ? fileUrls.splashScreenBackground : undefined
      }
      logoUrl={fileUrls.logo}
      navigationLogoUrl={fileUrls.navigationLogo ?? fileUrls.logo}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * A brand: its key (new only), name and host names; its theme colours, checked for readable text
 * as the server checks them; its login page (background colour or image, form position); its
 * images (edit only); and a live preview of the login page and the chat layout in those colours.
 * Save stays disabled until something changed; a refused save keeps what the user typed.
 */
export function BrandForm({
  initialValues,
  onSubmit,
  onCancel,
  onDelete,
  readOnlyReason,
  deleteReason,
  images,
  fileUrls = {},
  instanceName,
}: BrandFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;

  const remove = async () => {
    if (!onDelete) return;
    setDeleteErrors([]);
    try {
      await onDelete();
    } catch (error) {
      setDeleteErrors([describeServerError(error).message]);
    }
  };

  return (
    <Formik<BrandFormValues>
      initialValues={initialValues}
      validationSchema={brandFormSchema}
      onSubmit={async (values, { setErrors, resetForm }) => {
        setFormErrors([]);
        try {
          const input = brandInput(values);
          await onSubmit(values.isNew ? { ...input, brandKey: values.brandKey.trim() } : input);
          // Saved: what is on screen is what is stored, so nothing is left to guard or save.
          resetForm({ values });
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ dirty, isSubmitting, values }) => (
        <Form noValidate aria-label={brandMessages.identityHeading}>
          <UnsavedChangesGuard />
          <Stack gap="8" maxW="6xl">
            <ErrorAlertList messages={formErrors} title={brandMessages.saveFailed} />
            <ErrorAlertList messages={deleteErrors} title={brandMessages.deleteFailed} />
            <Section title={brandMessages.identityHeading}>
              <Stack gap="4" maxW="xl">
                {values.isNew && (
                  <TextField
                    name="brandKey"
                    label={brandMessages.labels.brandKey}
                    helperText={brandMessages.brandKeyHelp}
                    required
                    disabled={readOnly}
                    autoComplete="off"
                  />
                )}
                <TextField
                  name="name"
                  label={brandMessages.labels.name}
                  helperText={brandMessages.nameHelp}
                  disabled={readOnly}
                  autoComplete="off"
                  maxLength={brandLimits.nameMaxLength}
                />
                <MultilineField
                  name="hostNames"
                  label={brandMessages.labels.hostNames}
                  helperText={brandMessages.hostNamesHelp}
                  disabled={readOnly}
                />
              </Stack>
            </Section>

            <Section title={brandMessages.coloursHeading}>
              <Stack gap="4" maxW="xl">
                {colourFields.map((field) => (
                  <ColourField
                    key={field}
                    name={field}
                    label={brandMessages.labels[field]}
                    disabled={readOnly}
                  />
                ))}
                <SwitchField
                  name="useGradientButtons"
                  label={brandMessages.labels.useGradientButtons}
                  disabled={readOnly}
                />
              </Stack>
            </Section>

            <Section title={brandMessages.loginHeading}>
              <Stack gap="4" maxW="xl">
                <ColourField
                  name="loginBackground"
                  label={brandMessages.labels.loginBackground}
                  disabled={readOnly}
                />
                <SwitchField
                  name="useLoginBackgroundImg"
                  label={brandMessages.labels.useLoginBackgroundImg}
                  disabled={readOnly}
                />
                <SelectField
                  name="loginAlignment"
                  label={brandMessages.labels.loginAlignment}
                  options={(['Left', 'Center', 'Right'] as const).map((value) => ({
                    value,
                    label: brandMessages.alignment[value],
                  }))}
                  disabled={readOnly}
                />
              </Stack>
            </Section>

            <FormActions
              canSave={dirty}
              isSubmitting={isSubmitting}
              onCancel={onCancel}
              readOnlyReason={readOnlyReason}
            >
              {onDelete && (
                <DeleteButton
                  label={brandMessages.deleteBrand}
                  heading={brandMessages.deleteHeading}
                  name={initialValues.brandKey}
                  disabledReason={deleteReason}
                  onDelete={remove}
                />
              )}
            </FormActions>

            {images}

            <Section title={brandMessages.previewHeading}>
              <FormPreview values={values} instanceName={instanceName} fileUrls={fileUrls} />
            </Section>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
