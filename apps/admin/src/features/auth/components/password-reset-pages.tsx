import { ForgotPasswordCard, ResetPasswordCard, useSession } from '@docapply/ui';
import { paths } from '@/config/paths';

/** /forgotPassword (open): the email to send a reset link to. */
export function ForgotPasswordPage() {
  return <ForgotPasswordCard site="admin" loginHref={paths.home.getHref()} />;
}

/** /resetPassword?token=… (open): the new password; the stored session is cleared, then sign-in. */
export function ResetPasswordPage() {
  const { signOut } = useSession();
  return (
    <ResetPasswordCard
      loginHref={paths.home.getHref()}
      forgotPasswordHref={paths.forgotPassword.getHref()}
      onPasswordChanged={signOut}
    />
  );
}
