export {
  authSlice,
  healthCheckIssueChanged,
  initialAuthState,
  INSTANCE_NAME_PLACEHOLDER,
  instanceSettingsReceived,
  selectHealthCheckIssue,
  selectInstanceSettings,
} from './auth-slice';
export { INITIALIZING_MESSAGE, InitializingScreen } from './initializing-screen';

export type { AuthState, EntraIdSettings, InstanceSettingsState } from './auth-slice';
