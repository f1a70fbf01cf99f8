export { IntegrationsPage } from './components/integrations-page';
