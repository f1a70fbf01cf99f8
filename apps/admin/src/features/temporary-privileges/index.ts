export { TemporaryPrivilegesCard } from './components/temporary-privileges-card';
export { TemporaryPrivilegeSettingsPage } from './components/temporary-privilege-settings-page';
