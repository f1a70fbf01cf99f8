import { STORAGE_KEYS } from '../../packages/contracts/src/constants';
import { defineSiteConfig } from '../../scripts/vite-site-config';
import { FIRST_CALLS } from './src/app/first-calls';
import { ACTING_FOR_KEY } from './src/lib/acting-for-key';

export default defineSiteConfig({
  base: '/',
  siteUrl: import.meta.url,
  firstCallsOf: { routes: FIRST_CALLS, tokenKey: STORAGE_KEYS.token, actingForKey: ACTING_FOR_KEY },
});
