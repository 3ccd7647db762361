export { LoginScreen } from './login-screen';
export { RegisterScreen } from './register-screen';
export { SignInPanel, signInMessages, VERSION_MISMATCH_PROMPT } from './sign-in-panel';

export type { LoginScreenProps } from './login-screen';
export type { SignInPanelProps } from './sign-in-panel';
