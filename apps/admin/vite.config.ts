import { defineSiteConfig } from '../../scripts/vite-site-config';

export default defineSiteConfig({ base: '/admin/', siteUrl: import.meta.url });
