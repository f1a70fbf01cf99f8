export { TelemedicineCard } from './components/telemedicine-card';
export { TelemedicineAgreementsPage } from './components/agreements-page';
