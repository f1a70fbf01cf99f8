/**
 * Work a request starts after its answer is decided (a password reset's lookup and mail, whose
 * timing must say nothing about the account). It is tracked, not left floating: the server's
 * shutdown waits for it before the database and the mail sender stop, and a test waits for it
 * before it looks at what the request changed.
 */
const pending = new Set<Promise<void>>();

/** Starts `work` now without holding the answer back; a failure goes to `onError`. */
export function runAfterAnswer(work: () => Promise<void>, onError: (error: unknown) => void): void {
  const running: Promise<void> = work()
    .catch(onError)
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves once every work started by runAfterAnswer has ended (including work it started). */
export async function settleAfterAnswer(): Promise<void> {
  while (pending.size > 0) {
    await Promise.allSettled([...pending]);
  }
}
