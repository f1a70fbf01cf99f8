import { defineSiteConfig } from '../../scripts/vite-site-config';

export default defineSiteConfig({ base: '/', siteUrl: import.meta.url });
