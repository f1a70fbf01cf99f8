export { VerificationSettingsPage } from './components/verification-settings-page';
