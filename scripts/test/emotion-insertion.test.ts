import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { defineSiteConfig } from '../vite-site-config';

const PROBE = fileURLToPath(new URL('../../packages/ui/test/fixtures/emotion-probe.ts', import.meta.url));

/** The probe built as the sites are resolved (their aliases, the browser's builds of each package). */
async function buildProbe(): Promise<string> {
  const { resolve } = defineSiteConfig({
    base: '/',
    siteUrl: new URL('../../apps/portal/', import.meta.url).href,
    firstCallsOf: { routes: [], tokenKey: 'access_token' },
  });
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: false, lib: { entry: PROBE, formats: ['iife'], name: 'probe' } },
  })) as Rolldown.RolldownOutput[];
  return output[0].output[0].code;
}

describe("the sites' styles (issue 43, ADR 26)", () => {
  it('are put in as React renders a component, before the commit that shows it', async () => {
    const dom = new JSDOM('<!doctype html><div id="root"></div>', { runScripts: 'outside-only' });
    dom.window.eval(await buildProbe());

    const document = dom.window.document;
    expect(document.getElementById('probe')?.textContent).toBe('in place while rendering');
    expect(dom.window.getComputedStyle(document.querySelector('#root > p') as Element).letterSpacing).toBe(
      '7px',
    );
  });
});
