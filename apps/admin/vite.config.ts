import { ADMIN_STORAGE_KEYS } from '../../packages/contracts/src/constants';
import { defineSiteConfig } from '../../scripts/vite-site-config';
import { FIRST_CALLS } from './src/app/first-calls';

export default defineSiteConfig({
  base: '/admin/',
  siteUrl: import.meta.url,
  firstCallsOf: { routes: FIRST_CALLS, tokenKey: ADMIN_STORAGE_KEYS.token },
});
