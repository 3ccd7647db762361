// Start-up and sign-in wiring
export { createShellStore } from './start-up/shell-store';
export { InstanceBrandProvider } from './start-up/instance-brand-provider';
export { useVisitBrand } from './start-up/visit-brand';
export { ShellProviders } from './start-up/shell-providers';
export { startSignedInApp } from './start-up/start-signed-in-app';
export {
  createBuildErrorReporter,
  createErrorReporter,
  IGNORED_ERROR_MESSAGES,
  isIgnoredError,
  watchWindowErrors,
} from './start-up/report-error';
// Screens and the frame
export {
  LoginScreen,
  RegisterScreen,
  SignInPanel,
  signInMessages,
  VERSION_MISMATCH_PROMPT,
} from './login';
export { ErrorScreen } from './feedback-screens/error-screen';
export { NotFoundScreen } from './shell/not-found-screen';
export { AppErrorBoundary, RouteErrorBoundary } from './shell/error-boundaries';
export { HEALTH_POLL_INTERVAL_MS, HealthGate } from './shell/health-gate';
export { lazyPage, PageLoadingProgress, usePageLoading } from './shell/lazy-page';
export { NAVIGATION_PROGRESS_HEIGHT, NavigationProgress } from './shell/navigation-progress';
export { LayoutFrame } from './shell/layout-frame';
export { ShellRoot } from './shell/shell-root';
export { useFavicon } from './shell/use-favicon';
export { AccountMenu, AccountPopover, CHAT_APP_PATH, MANAGEMENT_APP_PATH } from './account';
export { AccountDrawers } from './drawers/account-drawers';
export { AboutDrawer, RELEASE_NOTES_PATH } from './drawers/about-drawer';
export { AboutDrawerPanel } from './drawers/about-drawer-panel';
export { isApiVersionCompatible, versionMismatchMessage } from './drawers/api-version';
export { CONTENT_COLUMN_WIDTH_VAR, SettingsContent } from './drawers/settings-content';
export { SettingsDrawer } from './drawers/settings-drawer';
export { SettingsDrawerPanel } from './drawers/settings-drawer-panel';
export { useFullscreen } from './drawers/use-fullscreen';
// Parts
export { DeleteConfirmationDialog } from './components/delete-confirmation-dialog';
export { LazyDeleteConfirmationDialog } from './components/lazy-delete-confirmation-dialog';
export { lazyPart, lazyPartMessages, useHasOpened } from './components/lazy-part';
export { notify, removeAllToasts, Toaster } from './components/toaster';
export { RetryAlert, retryAlertMessages } from './components/retry-alert';
export { ButtonWithReason } from './components/button-with-reason';
export { LoadFailedState, LoadingState } from './components/load-state';
export { StrokeIcon } from './components/stroke-icon';
export { useLatest } from './components/use-latest';
export { VirtualList } from './components/virtual-list';
export { shellTestIds } from './test-ids';
// Console building blocks
export { DataTable } from './data-table/data-table';
export {
  dataTableMessages,
  ListEmpty,
  ListFooter,
  ListRefreshWarning,
  rowsShownMessage,
} from './data-table/list-states';
export { createDataTableColumnHelper, dataTableFeatures } from './data-table/data-table-columns';
export { DataTableSearch } from './data-table/data-table-filters';
export { useInfiniteListSource, useListSource } from './data-table/data-table-source';
export { useUrlFilters, useUrlSorting } from './data-table/url-state';
export { FormActions, formActionsMessages } from './form/form-actions';
export { ImageFileInput, ImageTile } from './form/image-file-input';
export { MultiSelectField } from './form/multi-select-field';
export { MultilineField } from './form/multiline-field';
export { NumberField } from './form/number-field';
export { SecretField } from './form/secret-field';
export { SelectField } from './form/select-field';
export { SwitchField } from './form/switch-field';
export { DYNAMIC_MULTILINE_ROWS, isMultilineLimit, TextField } from './form/text-field';
export {
  discardingUnsavedChanges,
  UnsavedChangesGuard,
  unsavedChangesMessages,
  UnsavedChangesPrompt,
} from './form/unsaved-changes-guard';
export { applyServerErrors } from './server-errors/apply-server-errors';
export { describeServerError, serverErrorMessages } from './server-errors/describe-server-error';
export { ErrorAlertList } from './server-errors/error-alert-list';
export { WarningAlerts } from './server-errors/warning-alerts';
export {
  contractFieldMessages,
  formFieldMessages,
  schemaParityMismatches,
} from './validation/schema-parity';

export type { ShellStore, ShellStoreOptions } from './start-up/shell-store';
export type { VisitBrand } from './start-up/visit-brand';
export type { ShellProvidersProps } from './start-up/shell-providers';
export type { StartSignedInAppOptions } from './start-up/start-signed-in-app';
export type {
  BuildReportingEnv,
  ErrorContext,
  ErrorReporter,
  ErrorReporterOptions,
  ReportedSettings,
  ReportError,
} from './start-up/report-error';
export type { LoginScreenProps, SignInPanelProps } from './login';
export type { ErrorScreenProps } from './feedback-screens/error-screen';
export type {
  AppErrorBoundaryProps,
  RenderErrorHandler,
  RouteErrorBoundaryProps,
} from './shell/error-boundaries';
export type { HealthGateProps } from './shell/health-gate';
export type { NavigationProgressProps } from './shell/navigation-progress';
export type { LayoutFrameProps, SidebarSlotState } from './shell/layout-frame';
export type { ShellRootProps } from './shell/shell-root';
export type { AccountMenuProps, AccountPopoverProps, Workspace } from './account';
export type { AccountDrawer, AccountDrawersProps } from './drawers/account-drawers';
export type { AboutDrawerProps } from './drawers/about-drawer';
export type { AboutDrawerPanelProps } from './drawers/about-drawer-panel';
export type { SettingsDrawerProps } from './drawers/settings-drawer';
export type { SettingsDrawerPanelProps } from './drawers/settings-drawer-panel';
export type { DeleteConfirmationDialogProps } from './components/delete-confirmation-dialog';
export type { VirtualListProps } from './components/virtual-list';
export type { DataTableName, DataTableProps } from './data-table/data-table';
export type { ListEmptyProps } from './data-table/list-states';
export type { RetryAlertProps } from './components/retry-alert';
export type { ButtonWithReasonProps } from './components/button-with-reason';
export type { LoadFailedStateProps, LoadingStateProps } from './components/load-state';
export type { FormActionsProps } from './form/form-actions';
export type { DataTableColumn, DataTableFeatures } from './data-table/data-table-columns';
export type { DataTableSearchProps } from './data-table/data-table-filters';
export type {
  DataTableSource,
  InfiniteListQueryResult,
  ListQueryResult,
} from './data-table/data-table-source';
export type { SortingState } from '@tanstack/react-table';
export type { FormFieldProps } from './form/form-field-frame';
export type { ImageFileInputProps, ImageTileProps } from './form/image-file-input';
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
