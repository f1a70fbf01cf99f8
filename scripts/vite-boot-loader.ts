import type { Plugin } from 'vite';
import { DEFAULT_LOADER_MESSAGE, FONT_FAMILY, PRIMARY_COLOR } from '../packages/contracts/src/constants';

// The full-screen loader of packages/ui (components/full-screen-loader.tsx), drawn by the HTML
// itself: a visitor sees it as soon as the page arrives, instead of a blank page until the
// scripts have run, and the app's own loader then takes its place unchanged.
const STYLE = `
.boot-loader { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center;
  justify-content: center; gap: 1rem; margin: 0; background: #F7F9FC; color: rgba(0, 0, 0, 0.87);
  font-family: ${FONT_FAMILY}; }
.boot-loader p { margin: 0; font-size: 1rem; font-weight: 500; line-height: 1.5; letter-spacing: 0.00938em; }
.boot-loader span { display: inline-block; width: 40px; height: 40px; color: ${PRIMARY_COLOR};
  animation: boot-rotate 1.4s linear infinite; }
.boot-loader svg { display: block; }
.boot-loader circle { stroke: currentColor; stroke-dasharray: 80px, 200px; stroke-dashoffset: 0;
  animation: boot-dash 1.4s ease-in-out infinite; }
@keyframes boot-rotate { 100% { transform: rotate(360deg); } }
@keyframes boot-dash {
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
}`;

const MARKUP = `<div class="boot-loader" role="status" aria-live="polite"><span><svg viewBox="22 22 44 44" aria-hidden="true"><circle cx="44" cy="44" r="20.2" fill="none" stroke-width="3.6"></circle></svg></span><p>${DEFAULT_LOADER_MESSAGE}</p></div>`;

/** Puts the loader into index.html's empty root element; React replaces it on its first render. */
export function bootLoader(): Plugin {
  return {
    name: 'docapply-boot-loader',
    transformIndexHtml(html) {
      if (!html.includes('<div id="root"></div>')) {
        throw new Error('index.html needs an empty <div id="root"></div> for the boot loader');
      }
      return {
        html: html.replace('<div id="root"></div>', `<div id="root">${MARKUP}</div>`),
        tags: [{ tag: 'style', children: STYLE, injectTo: 'head' }],
      };
    },
  };
}
