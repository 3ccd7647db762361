import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnySchema } from 'yup';

export interface FormHarnessProps<Values extends FormikValues> {
  initialValues: Values;
  validationSchema?: AnySchema;
  onSubmit?: (values: Values) => void | Promise<void>;
  children: ReactNode;
}

/** A Formik form around field primitives for tests and stories: the fields, then Save. */
export function FormHarness<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit = () => undefined,
  children,
}: FormHarnessProps<Values>) {
  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
      <Form noValidate aria-label="Example form">
        <Stack gap="4" maxW="md">
          {children}
          <Button type="submit" alignSelf="flex-start" colorPalette="brand">
            Save
          </Button>
        </Stack>
      </Form>
    </Formik>
  );
}
