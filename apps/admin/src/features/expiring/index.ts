export { ExpiringPage } from './components/expiring-page';
