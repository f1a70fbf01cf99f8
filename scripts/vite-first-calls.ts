import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { ACTING_FOR_HEADER, AUTH_HEADER } from '../packages/contracts/src/constants';
import type { TFirstCallsRoute } from '../packages/ui/src/boot/first-calls';

export type TFirstCallsOptions = {
  /** The site's signed-in routes and the GETs each page makes as it opens. */
  routes: readonly TFirstCallsRoute[];
  /** Where the site keeps its token and (the portal) the doctor a delegate acts for. */
  tokenKey: string;
  actingForKey?: string;
};

const MARKER = '<!-- first-calls -->';
const BOOT = readFileSync(new URL('./first-calls-boot.js', import.meta.url), 'utf8');

/** The inline script's code: scripts/first-calls-boot.js called with the site's table. */
export function renderFirstCallsScript(options: TFirstCallsOptions, base: string): string {
  const table = {
    routes: options.routes,
    basename: base,
    configUrl: `${base}app-config.json`,
    tokenKey: options.tokenKey,
    actingForKey: options.actingForKey ?? null,
    authHeader: AUTH_HEADER,
    actingForHeader: ACTING_FOR_HEADER,
  };
  // The explanations stay in the file: the page gets the code alone.
  const code = BOOT.slice(BOOT.indexOf('(function'))
    .replace(/^\s*\/\/.*\n/gm, '')
    .trim()
    // The formatter ends the file's expression with a semicolon; the call comes after it here.
    .replace(/;$/, '');
  // `<` escaped: nothing in the table can end the script early.
  return `${code}(${JSON.stringify(table).replace(/</g, '\\u003c')});`;
}

/**
 * Puts scripts/first-calls-boot.js into the site's index.html, where index.html says (after the
 * configuration's preload, before any stylesheet, which would hold an inline script until it has
 * loaded): a signed-in page's first calls start as the HTML arrives. The script is inline (an
 * external one would cost a round trip of its own): the server allows it by its hash in the
 * Content-Security-Policy (apps/api plugins/static-sites.ts, ADR 25).
 */
export function firstCalls(options: TFirstCallsOptions): Plugin {
  let base = '/';
  return {
    name: 'docapply-first-calls',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml(html) {
      if (!html.includes(MARKER)) {
        throw new Error(
          `index.html needs ${MARKER} where its first calls start (after the config's preload)`,
        );
      }
      return html.replace(MARKER, `<script>${renderFirstCallsScript(options, base)}</script>`);
    },
  };
}
