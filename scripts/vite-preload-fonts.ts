import type { Plugin } from 'vite';

// The Latin file of the variable face, which holds every weight the first screen of any page uses
// (body, buttons, labels, headings). Without the preload it starts downloading only once the app
// has drawn text, and the text then reflows when it arrives (a layout shift on the landing page).
const FIRST_SCREEN_FONTS = /inter-tight-latin-wght-normal-[\w-]+\.woff2$/;

/** Adds `<link rel="preload">` tags for the site's first-screen fonts to the built index.html. */
export function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'docapply-preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {}).filter((file) => FIRST_SCREEN_FONTS.test(file));
        return files.sort().map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `${base}${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
