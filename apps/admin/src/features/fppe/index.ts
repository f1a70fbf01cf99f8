export { FppeListPage } from './components/fppe-list-page';
export { FppePage } from './components/fppe-page';
export { FppeSettingsPage } from './components/fppe-settings-page';
export { ApplicationFppeCard } from './components/application-fppe-card';
