import { ForgotPasswordCard, ResetPasswordCard } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** /forgotPassword (signed out only): the email to send a reset link to. */
export function ForgotPasswordPage() {
  return <ForgotPasswordCard site="portal" loginHref={paths.login.getHref()} />;
}

/** /resetPassword?token=… (open): the new password; the stored session is cleared, then sign-in. */
export function ResetPasswordPage() {
  const { signOut } = useSession();
  return (
    <ResetPasswordCard
      loginHref={paths.login.getHref()}
      forgotPasswordHref={paths.forgotPassword.getHref()}
      onPasswordChanged={signOut}
    />
  );
}
