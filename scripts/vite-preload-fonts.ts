import type { Plugin } from 'vite';

// The Latin files of the four weights the first screen of any page uses (body, buttons,
// labels, headings). Without the preload they start downloading only once the app has drawn
// text, and the text then reflows when they arrive (a layout shift on the landing page).
const FIRST_SCREEN_FONTS = /inter-tight-latin-[4-7]00-normal-[\w-]+\.woff2$/;

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
