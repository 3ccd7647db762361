import { GuestOnly } from '@parley/auth';
import { LoginScreen } from '@parley/chat-ui';

/** `/auth/jwt/login`, for visitors only (chat-spec section 2); loaded when first visited. */
export function LoginPage() {
  return (
    <GuestOnly>
      <LoginScreen />
    </GuestOnly>
  );
}
