import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';
import type { TComment, TCommentUser, TReply } from '@docapply/contracts';
import {
  AlertProvider,
  ApiProvider,
  AppThemeProvider,
  CommentsPanel,
  createApiClient,
  createQueryClient,
} from '@/index';

/** Fixtures and the rendering harness of comments-panel.test.tsx and comments-paging.test.tsx. */
export const APPLICATION_ID = '22222222-2222-4222-8222-222222222222';
export const HOSPITAL_ID = '11111111-1111-4111-8111-111111111111';
export const ADMIN_EMAILS = ['pat.admin@riverside.test', 'lee.admin@riverside.test'];
export const DOCTOR: TCommentUser = { email: 'dana.doe@example.com', name: { first: 'Dana', last: 'Doe' } };
export const ADMIN: TCommentUser = { email: ADMIN_EMAILS[0], name: { first: 'Pat', last: 'Admin' } };
export const BLUE = 'rgb(0, 74, 173)';
export const RED = 'rgb(198, 40, 40)';

export const COMMENT_IDS = {
  c1: 'c1c1c1c1-0000-4000-8000-000000000001',
  c2: 'c2c2c2c2-0000-4000-8000-000000000002',
  c3: 'c3c3c3c3-0000-4000-8000-000000000003',
};

export function reply(commentId: string, user: TCommentUser, message: string): TReply {
  const id = `${commentId.slice(0, 8)}-1111-4000-8000-${String(message.length).padStart(12, '0')}`;
  const when = '2026-03-09T09:30:00';
  return {
    _id: id,
    ApplicationId: APPLICATION_ID,
    CommentId: commentId,
    message,
    email: '',
    createdAt: when,
    User: user,
  };
}

export function comment(overrides: Partial<TComment> & Pick<TComment, '_id'>): TComment {
  const base = {
    ApplicationId: APPLICATION_ID,
    section: 'B',
    message: 'Please add your residency dates.',
  } as const;
  return { ...base, createdAt: '2026-03-08T10:00:00', User: ADMIN, replies: [], ...overrides };
}

/** Pat asked about section B (one reply); Dana (stored with another letter case) noted section A. */
export const THREAD: TComment[] = [
  comment({ _id: COMMENT_IDS.c1, replies: [reply(COMMENT_IDS.c1, DOCTOR, 'Added them.')] }),
  comment({
    _id: COMMENT_IDS.c2,
    section: 'A',
    message: 'My phone number changed.',
    User: { ...DOCTOR, email: 'Dana.Doe@Example.com' },
  }),
];

type TAnswer = { status: number; data: unknown };

const API_BASE_URL = 'https://api.test/api';

/** A fetch answering each call with the next canned response for its method, path and query. */
export function createHttp() {
  const queues = new Map<string, Promise<TAnswer>[]>();
  const requests: { key: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const key = `${request.method} ${request.url.slice(API_BASE_URL.length)}`;
    const text = await request.text();
    requests.push({ key, body: text ? JSON.parse(text) : undefined });
    const next = queues.get(key)?.shift();
    if (!next) {
      throw new Error(`Unexpected ${key}`);
    }
    const { status, data } = await next;
    return Response.json(data, { status });
  };
  const enqueue = (key: string, answer: Promise<TAnswer>) => {
    queues.set(key, [...(queues.get(key) ?? []), answer]);
  };
  return {
    fetch,
    requests,
    bodyOf: (key: string) => requests.find((request) => request.key === key)?.body,
    answer: (key: string, status: number, result: unknown) =>
      enqueue(key, Promise.resolve({ status, data: { result } })),
    fail: (key: string, statusCode: number, message: string) =>
      enqueue(
        key,
        Promise.resolve({ status: statusCode, data: { statusCode, error: { code: 'X', message } } }),
      ),
    /** Answers later, when the test says so: to look at the panel while a call runs. */
    hold: (key: string) => {
      let release: (status: number, result: unknown) => void = () => undefined;
      enqueue(
        key,
        new Promise((resolve) => (release = (status, result) => resolve({ status, data: { result } }))),
      );
      return (status: number, result: unknown) => release(status, result);
    },
  };
}

export const GET_COMMENTS = `GET /comments/${APPLICATION_ID}`;

/** An older page's call: the previous page's `nextCursor` as `cursor`. */
export const getOlderComments = (cursor: string) => `${GET_COMMENTS}?cursor=${cursor}`;

/** `nextCursor`, when given, is sent beside the first page (a server that pages). */
export async function renderPanel(comments: TComment[] | TComment, nextCursor?: string) {
  const http = createHttp();
  http.answer(
    GET_COMMENTS,
    200,
    nextCursor === undefined ? { data: comments } : { data: comments, nextCursor },
  );
  const client = createApiClient({
    config: { apiBaseUrl: API_BASE_URL, httpTimeoutMs: 0 },
    authStorage: { getToken: () => 'token', clear: () => undefined },
    fetch: http.fetch,
  });
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <AppThemeProvider>
      <MemoryRouter>
        <QueryClientProvider client={createQueryClient()}>
          <ApiProvider client={client}>
            <AlertProvider>
              <CommentsPanel
                open
                onClose={onClose}
                applicationId={APPLICATION_ID}
                hospitalName="Riverside General"
                hospitalId={HOSPITAL_ID}
                currentUserEmail={DOCTOR.email}
              />
            </AlertProvider>
          </ApiProvider>
        </QueryClientProvider>
      </MemoryRouter>
    </AppThemeProvider>,
  );
  // The loader alert covers the panel during the read, and is discarded after it.
  const panel = await screen.findByRole('dialog', { name: 'Comments' });
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return { http, user, onClose, panel };
}

export const card = (name: RegExp | string) => screen.getByRole('button', { name });
export const sendButton = () => screen.getByRole('button', { name: 'Send', hidden: true });
export const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
export const replyBoxes = () => screen.queryAllByPlaceholderText('Enter your reply');
