import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import { AuthCard } from '@docapply/ui';
import { paths } from '@/config/paths';
import { getLegalUrl, usePublicSettings } from '@/hooks/use-public-settings';
import { RegisterForm } from './register-form';

export function RegisterPage() {
  const { data: settings } = usePublicSettings();
  return (
    <AuthCard
      title="Create your doctor account"
      subtitle="One account for every hospital you apply to. We will email you a link to verify your address."
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login.getHref()} sx={{ fontWeight: 600 }}>
            Doctor Login
          </Link>
        </>
      }
    >
      <RegisterForm termsUrl={getLegalUrl(settings, 'termsOfUse')} />
    </AuthCard>
  );
}
