import { HospitalSettingsPage } from '@/components/hospital-settings-page';
import { useSsoSettings } from '../api/sso-api';
import { SsoSettingsForm } from './sso-settings-form';

/** /sign-in-settings: one hospital's identity provider (`?hospital=`), for its admins and platform admins. */
export function SsoSettingsPage() {
  return (
    <HospitalSettingsPage
      title="Single sign-on"
      description="Your staff sign in with their hospital account (Microsoft Entra ID, Okta, Google Workspace or any OpenID Connect provider)."
      loadingLabel="Loading sign-in settings..."
      useSettings={useSsoSettings}
      renderForm={(hospital, settings) => <SsoSettingsForm hospitalId={hospital.id} settings={settings} />}
    />
  );
}
