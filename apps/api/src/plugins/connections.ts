import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isProbeRequest } from '@/lib/api-path';
import { sendUnprocessed } from './error-handler';
import { OVERLOAD_MESSAGE } from './overload';

/** Open files kept for the rest of the process: the database, uploads, the sites' files, threads. */
const FILE_RESERVE = 256;
/** The usual soft limit, when the system does not say (not Linux). */
const DEFAULT_OPEN_FILES = 1024;
const RETRY_AFTER_SECONDS = 2;
/** Connections the kernel holds for the process while its event loop is busy (capped by somaxconn). */
export const LISTEN_BACKLOG = 4096;

/** The process's soft limit on open files, which every connection takes one of. */
function readOpenFileLimit(): number {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line ? Number(line[1]) : DEFAULT_OPEN_FILES;
  } catch {
    return DEFAULT_OPEN_FILES;
  }
}

/** MAX_CONNECTIONS, or (0) the open-file limit less what the rest of the process needs. */
export function resolveMaxConnections(configured: number): number {
  return configured > 0 ? configured : Math.max(64, readOpenFileLimit() - FILE_RESERVE);
}

/**
 * Past its open-file limit a process cannot accept a connection, and Node then resets every one
 * waiting (a burst's clients saw ECONNRESET). So at `maxConnections` (below that limit) the idle
 * kept-alive connections are closed, which any HTTP client expects and replaces, and a connection
 * over the bound still gets an answer: its request is refused with 503 in the error shape, and the
 * connection closed after it. Returns the check the request's first hook makes (app.ts).
 */
export function createConnectionLimit(
  server: Server,
  maxConnections: number,
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  let open = 0;
  const overLimit = new WeakSet<Socket>();
  server.on('connection', (socket: Socket) => {
    open += 1;
    socket.once('close', () => {
      open -= 1;
    });
    if (open > maxConnections) {
      overLimit.add(socket);
      server.closeIdleConnections();
    }
  });
  return (request, reply) => {
    // The health checks and the metrics are answered, as under the event-loop guard.
    if (!overLimit.has(request.raw.socket) || isProbeRequest(request)) {
      return false;
    }
    reply.header('connection', 'close');
    sendUnprocessed(reply, OVERLOAD_MESSAGE, RETRY_AFTER_SECONDS);
    return true;
  };
}
