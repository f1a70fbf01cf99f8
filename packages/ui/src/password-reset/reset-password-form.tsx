import { NewPasswordForm, type TNewPasswordFormProps } from './new-password-form';
import { useResetPassword } from './password-reset-api';

export type TResetPasswordFormProps = Pick<TNewPasswordFormProps, 'token' | 'onDone' | 'onLinkError'>;

/** The new password, sent with the reset link's token (both sites). */
export function ResetPasswordForm(props: TResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  return (
    <NewPasswordForm
      label="Choose a new password"
      submitLabel="Change password"
      mutation={resetPassword}
      {...props}
    />
  );
}
