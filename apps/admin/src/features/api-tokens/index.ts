export { ApiTokensPage } from './components/api-tokens-page';
