import { LoginScreen } from '@parley/app-shell';
import { GuestOnly } from '@parley/auth';

/** `/admin/auth/jwt/login`, for visitors only; loaded when first visited. */
export function LoginPage() {
  return (
    <GuestOnly>
      <LoginScreen />
    </GuestOnly>
  );
}
