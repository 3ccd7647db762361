export { MultiSelectField } from './form/multi-select-field';
export { MultilineField } from './form/multiline-field';
export { NumberField } from './form/number-field';
export { SecretField } from './form/secret-field';
export { SelectField } from './form/select-field';
export { SwitchField } from './form/switch-field';
export { DYNAMIC_MULTILINE_ROWS, isMultilineLimit, TextField } from './form/text-field';
export { applyServerErrors } from './server-errors/apply-server-errors';
export { describeServerError, serverErrorMessages } from './server-errors/describe-server-error';
export { ErrorAlertList } from './server-errors/error-alert-list';
export { WarningAlerts } from './server-errors/warning-alerts';
export {
  contractFieldMessages,
  formFieldMessages,
  schemaParityMismatches,
} from './validation/schema-parity';

export type { FormFieldProps } from './form/form-field-frame';
export type { MultiSelectFieldProps, SelectOptionGroup } from './form/multi-select-field';
export type { MultilineFieldProps } from './form/multiline-field';
export type { NumberFieldProps } from './form/number-field';
export type { SecretFieldProps } from './form/secret-field';
export type { SelectFieldProps, SelectOption } from './form/select-field';
export type { TextFieldProps } from './form/text-field';
export type {
  ApplyServerErrorsOptions,
  ServerErrorTarget,
} from './server-errors/apply-server-errors';
export type { ServerErrorDescription } from './server-errors/describe-server-error';
export type { ErrorAlertListProps } from './server-errors/error-alert-list';
export type { AlertWarning, WarningAlertsProps } from './server-errors/warning-alerts';
export type {
  ContractSchema,
  FieldMessages,
  SchemaParityMismatch,
} from './validation/schema-parity';
