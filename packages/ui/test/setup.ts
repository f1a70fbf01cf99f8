import '@testing-library/jest-dom/vitest';
import { createElement } from 'react';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadDateField } from '../src/field/lazy-date-field';

// Shared by the ui, portal and admin test projects (jsdom).
// A wait is for a state, not a time: findBy/waitFor give up only after 30 s, which a passing test
// never waits (it goes on as soon as the state is there) and a laptop busy with other work, where a
// lazy chunk compiled cold can take seconds to arrive, never reaches. Only a failing test waits it.
configure({ asyncUtilTimeout: 30_000 });
// The styles MUI wrote for one test are dropped after it: jsdom matches every rule of every style
// sheet on each getComputedStyle (which queries by role and name call for each element), so rules
// left from earlier tests would make each later test slower than the one before.
let emotionCache: EmotionCache | null = null;
function CaptureEmotionCache() {
  emotionCache = __unsafe_useEmotionCache() as EmotionCache;
  return null;
}
render(createElement(CaptureEmotionCache));
cleanup();
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  if (emotionCache) {
    emotionCache.sheet.flush();
    for (const name of Object.keys(emotionCache.inserted)) {
      delete emotionCache.inserted[name];
    }
  }
});

// jsdom has no layout engine: stub what MUI reads.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    // (pointer: fine) matches so the date pickers render their desktop (typeable) variant.
    value: (query: string): MediaQueryList => ({
      matches: query.includes('pointer: fine'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

// Nor a canvas: axe measures icon ligatures on one, and jsdom answers with a "Not implemented" stack
// trace on the console each time. A browser without a 2D context answers null, quietly.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// Node 24's fetch (undici) makes a form's file parts with the global File, which is jsdom's here:
// Vitest hands fetch a file sent in a form as Node's Blob, undici wrapped it in jsdom's File, and
// the part went out empty. While a request is built, the global File is Node's.
{
  const { File: NodeFile } = await import('node:buffer');
  const CompatRequest = globalThis.Request;
  globalThis.Request = class Request extends CompatRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const pageFile = globalThis.File;
      globalThis.File = NodeFile as unknown as typeof File;
      try {
        super(input, init);
      } finally {
        globalThis.File = pageFile;
      }
    }
  };
}

window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollTo = (() => undefined) as typeof Element.prototype.scrollTo;
Element.prototype.scrollIntoView = () => undefined;

// A page downloads the date picker with its first date field (field/lazy-date-field.tsx); the
// tests find it downloaded, as a page does once its first date field has shown.
await preloadDateField();
