// --nginx: the product behind nginx as a hospital runs it (docs/operations/nginx/docapply.conf,
// through the deployment test's startNginx): TLS, HTTP/2 and the assets served by nginx. Lighthouse
// simulates a phone's connection from what it sees: over HTTP/1.1 (the bench's server alone) a
// page's 25 to 45 files share six connections; over HTTP/2 one.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { makeCertificate, startNginx } from '../../e2e/deployment/stack';
import { freePort } from '../../e2e/support/server';
import { CHROMIUM_FLAGS } from './downloads';

export type TNginxFront = { url: string; stop: () => Promise<void> };

/** nginx in front of the product at `productUrl`, with a self-signed certificate the browsers accept. */
export async function startNginxFront(productUrl: string): Promise<TNginxFront> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docapply-bench-pages-nginx-'));
  try {
    const certificate = makeCertificate(dir);
    // startNginx waits for the site with this process's fetch, which must trust the certificate.
    tls.setDefaultCACertificates([
      ...tls.getCACertificates('default'),
      readFileSync(certificate.cert, 'utf8'),
    ]);
    const port = Number(new URL(productUrl).port);
    // The documented site names two API processes; the bench runs one, named twice.
    const nginx = await startNginx({
      dir,
      httpsPort: await freePort(),
      httpPort: await freePort(),
      upstreams: [port, port],
      certificate,
    });
    CHROMIUM_FLAGS.push('--ignore-certificate-errors');
    return {
      url: nginx.url,
      stop: async () => {
        await nginx.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
