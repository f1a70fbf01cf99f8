import type { CDPSession, Page } from 'playwright-core';

export type TTrafficSummary = {
  apiRequests: number;
  requests: number;
  /** Bytes received over the network (headers and bodies, compressed), as DevTools counts them. */
  bytes: number;
  /** The part of `bytes` that is scripts, style sheets and fonts. */
  assetBytes: number;
};

const ASSET_TYPES = new Set(['Script', 'Stylesheet', 'Font']);

type TRequestInfo = { isApi: boolean; isAsset: boolean };

/**
 * Counts what one page fetches, through the DevTools protocol's Network domain (so the
 * product's own code is untouched): requests, API requests and bytes transferred. Served from
 * the browser cache counts as 0 bytes, as a real visit would.
 */
export async function recordTraffic(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, TRequestInfo>();
  const summary: TTrafficSummary = { apiRequests: 0, requests: 0, bytes: 0, assetBytes: 0 };
  let isRecording = true;

  cdp.on('Network.requestWillBeSent', (event) => {
    if (!isRecording || seen.has(event.requestId)) {
      return;
    }
    const isApi = new URL(event.request.url).pathname.startsWith('/api/');
    seen.set(event.requestId, { isApi, isAsset: ASSET_TYPES.has(event.type ?? '') });
    summary.requests += 1;
    summary.apiRequests += isApi ? 1 : 0;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const info = seen.get(event.requestId);
    if (!info) {
      return;
    }
    summary.bytes += event.encodedDataLength;
    summary.assetBytes += info.isAsset ? event.encodedDataLength : 0;
  });

  return {
    /** Makes every request take at least `latencyMs` (0 restores the normal network). */
    async setLatency(latencyMs: number): Promise<void> {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    },
    stop(): TTrafficSummary {
      isRecording = false;
      return { ...summary };
    },
  };
}

export function formatTraffic(label: string, summary: TTrafficSummary): string {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  return (
    `${label}: ${summary.apiRequests} API requests, ${kib(summary.bytes)} KiB transferred ` +
    `(${kib(summary.assetBytes)} KiB JS/CSS/fonts)`
  );
}
