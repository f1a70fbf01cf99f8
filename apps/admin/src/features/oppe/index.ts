export { OppePage } from './components/oppe-page';
export { OppeReportPage } from './components/report-page';
export { OppeSettingsPage } from './components/oppe-settings-page';
