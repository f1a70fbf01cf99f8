import { render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { FetchLike } from 'eventsource';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type TUser } from '@docapply/contracts';
import {
  AlertProvider,
  SiteProviders,
  useApi,
  useLiveUpdates,
  type TApiClient,
  type TLiveQueries,
} from '@/index';
import { useComments } from '@/comments/api/get-comments';
import { TEST_SITE_CONFIG } from './site-test-kit';

const TOKEN = 'doctor-token';
const DOCTOR: TUser = {
  id: 'd0c70000-0000-4000-8000-000000000001',
  email: 'dana@example.com',
  name: { first: 'Dana', last: 'Doe' },
  phone: null,
  roles: ['doctor'],
  isEmailVerified: true,
};
const QUERIES: TLiveQueries = {
  of: (applicationId) => [{ queryKey: ['detail', applicationId] }],
  all: [{ queryKey: ['detail'] }],
};

type TConnection = { token: string | undefined; push: (text: string) => void; drop: () => void };

/** The server side of the stream: each connection the client opens, to write events into. */
function createFakeServer() {
  const connections: TConnection[] = [];
  let refuseWith: number | null = null;
  const encoder = new TextEncoder();
  const fetch: FetchLike = async (_url, init) => {
    const token = init.headers['x-auth-token'];
    if (refuseWith !== null) {
      connections.push({ token, push: () => undefined, drop: () => undefined });
      return new Response(JSON.stringify({ statusCode: refuseWith }), { status: refuseWith });
    }
    let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    connections.push({
      token,
      push: (text) => controller?.enqueue(encoder.encode(text)),
      drop: () => controller?.close(),
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  return { connections, fetch, refuse: (status: number) => (refuseWith = status) };
}

const READY = 'event: ready\nid: r1\nretry: 3000\ndata: {}\n\n';
const change = (applicationId: string) =>
  `event: change\nid: ${applicationId}-c\ndata: ${JSON.stringify({
    kind: 'comment',
    applicationId,
    hospitalId: 'h',
    doctorId: DOCTOR.id,
  })}\n\n`;

/** An API whose detail reads answer v1, v2 … per application; the thread's first read is empty. */
function createApi() {
  const reads = new Map<string, number>();
  const get = vi.fn(async (path: string) => {
    if (path.startsWith('/comments/')) {
      // Re-reads stay pending: the loader, if any, would still be showing.
      return get.mock.calls.filter(([p]) => p === path).length > 1
        ? new Promise(() => undefined)
        : { data: [], nextCursor: null };
    }
    const count = (reads.get(path) ?? 0) + 1;
    reads.set(path, count);
    return `v${count}`;
  });
  return { get, post: vi.fn(), put: vi.fn(), del: vi.fn() };
}

function Detail({ id }: { id: string }) {
  const api = useApi();
  const { data } = useQuery({ queryKey: ['detail', id], queryFn: () => api.get<string>(`/detail/${id}`) });
  return <p>{`${id}: ${data ?? '…'}`}</p>;
}

function Thread({ id }: { id: string }) {
  const { data } = useComments(id);
  return <p>{`comments: ${data ? data.length : '…'}`}</p>;
}

function renderShell(server: ReturnType<typeof createFakeServer>, { signedIn = true } = {}) {
  if (signedIn) {
    window.localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(DOCTOR));
  }
  function Shell() {
    useLiveUpdates({
      roles: ['doctor'],
      getToken: () => window.localStorage.getItem(STORAGE_KEYS.token),
      queries: QUERIES,
      fetch: server.fetch,
    });
    return (
      <>
        <Detail id="app-1" />
        <Detail id="app-2" />
        <Thread id="app-1" />
      </>
    );
  }
  const api = createApi();
  render(
    <SiteProviders
      config={TEST_SITE_CONFIG}
      apiClient={api as unknown as TApiClient}
      storageKeys={STORAGE_KEYS}
    >
      <MemoryRouter>
        <AlertProvider>
          <Shell />
        </AlertProvider>
      </MemoryRouter>
    </SiteProviders>,
  );
  return api;
}

async function shown() {
  await screen.findByText('app-1: v1');
  await screen.findByText('app-2: v1');
  await screen.findByText('comments: 0');
}

describe('useLiveUpdates', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("re-reads the changed application's page and thread (without the blocking loader), not the others", async () => {
    const server = createFakeServer();
    const api = renderShell(server);
    await shown();
    await waitFor(() => expect(server.connections).toHaveLength(1));
    expect(server.connections[0].token).toBe(TOKEN);

    server.connections[0].push(READY);
    server.connections[0].push(change('app-1'));
    expect(await screen.findByText('app-1: v2')).toBeInTheDocument();
    await waitFor(() => expect(api.get.mock.calls.filter(([p]) => p === '/comments/app-1')).toHaveLength(2));
    expect(screen.queryByText('Loading comments...')).not.toBeInTheDocument();
    expect(screen.getByText('app-2: v1')).toBeInTheDocument();
  });

  it('connects again after a drop, with a pause, and re-reads everything once subscribed', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const server = createFakeServer();
    renderShell(server);
    await shown();
    await waitFor(() => expect(server.connections).toHaveLength(1));
    server.connections[0].push(READY);

    const droppedAt = Date.now();
    server.connections[0].drop();
    await waitFor(() => expect(server.connections).toHaveLength(2));
    // The first pause after a drop: half of 1 s, at the least.
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(450);
    expect(screen.getByText('app-1: v1')).toBeInTheDocument();

    // The catch-up: once the new stream is subscribed, whatever changed meanwhile is read again.
    server.connections[1].push(READY);
    expect(await screen.findByText('app-1: v2')).toBeInTheDocument();
    expect(await screen.findByText('app-2: v2')).toBeInTheDocument();
  });

  it('gives up when the session is refused (401) instead of asking again', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const refused = createFakeServer();
    refused.refuse(401);
    renderShell(refused);
    await shown();
    await waitFor(() => expect(refused.connections).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(refused.connections).toHaveLength(1);
  });

  it('opens nothing for a signed-out visitor', async () => {
    const server = createFakeServer();
    renderShell(server, { signedIn: false });
    await shown();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.connections).toHaveLength(0);
  });
});
