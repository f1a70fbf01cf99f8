import { HospitalSettingsPage } from '@/components/hospital-settings-page';
import { useLetterSettings } from '../api/get-letter-settings';
import { LetterSettingsForm } from './letter-settings-form';

/**
 * /letter-settings: for one of the administrator's hospitals (`?hospital=`), how soon a decision
 * letter must be sent, the hearing-rights notice an adverse letter carries, and who signs.
 */
export function LetterSettingsPage() {
  return (
    <HospitalSettingsPage
      title="Decision letters"
      description="What the letter with the board’s decision says, who signs it, and how soon it must reach the doctor."
      loadingLabel="Loading decision letter settings..."
      useSettings={useLetterSettings}
      renderForm={(hospital, settings) => (
        <LetterSettingsForm hospitalId={hospital.id} hospitalName={hospital.name} settings={settings} />
      )}
    />
  );
}
