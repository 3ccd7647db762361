import { GuestOnly } from '@parley/auth';
import { LoginScreen } from '@parley/app-shell';

/** `/auth/jwt/login`, for visitors only (chat-spec section 2); loaded when first visited. */
export function LoginPage() {
  return (
    <GuestOnly>
      <LoginScreen />
    </GuestOnly>
  );
}
