import { HospitalSettingsPage } from '@/components/hospital-settings-page';
import { useVerificationSettings } from '../api/get-verification-settings';
import { VerificationSettingsForm } from './verification-settings-form';

/**
 * /verification-settings: for one of the administrator's hospitals (`?hospital=`), how long a
 * verification stays valid, which checklist items must be done before finalise, and its own items.
 */
export function VerificationSettingsPage() {
  return (
    <HospitalSettingsPage
      title="Verification settings"
      description="What your office verifies in every application before the decision, and for how long a verification counts."
      loadingLabel="Loading verification settings..."
      useSettings={useVerificationSettings}
      renderForm={(hospital, settings) => (
        <VerificationSettingsForm hospitalId={hospital.id} hospitalName={hospital.name} settings={settings} />
      )}
    />
  );
}
