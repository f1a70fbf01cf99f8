import { NewPasswordForm, type TNewPasswordFormProps } from '@docapply/ui';
import { useSetPassword } from '../api/set-password';

type TSetPasswordFormProps = Pick<TNewPasswordFormProps, 'token' | 'onDone' | 'onLinkError'>;

/** The invitation's password form: the shared new-password form, sent to /auth/setPassword. */
export function SetPasswordForm(props: TSetPasswordFormProps) {
  const setPassword = useSetPassword();
  return (
    <NewPasswordForm label="Set your password" submitLabel="Set password" mutation={setPassword} {...props} />
  );
}
