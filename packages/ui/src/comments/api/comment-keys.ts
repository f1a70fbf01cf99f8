/**
 * Query keys of the comments panel, which both sites show: each application's thread under
 * `threads()`, so the catch-up after a reconnect finds every thread read so far.
 */
export const commentKeys = {
  all: ['comments'] as const,
  threads: () => [...commentKeys.all, 'thread'] as const,
  thread: (applicationId: string) => [...commentKeys.threads(), applicationId] as const,
  /** The hospital's admin addresses a new comment is sent to. */
  recipients: (hospitalId: string) => [...commentKeys.all, 'recipients', hospitalId] as const,
};
