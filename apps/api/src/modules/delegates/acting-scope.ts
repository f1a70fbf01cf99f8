import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who entered a request's changes when a delegate acts for a doctor (issue 16): every audit row the
 * request writes names them (modules/audit/audit.ts), whichever service writes it. The scope is
 * entered at onRequest and again at preValidation (body stream events run outside any context),
 * the same object both times, so the guard's mark is seen by the handler.
 */
type TActingScope = { enteredById: string | null };

const actingScope = new AsyncLocalStorage<TActingScope>();
const scopes = new WeakMap<object, TActingScope>();

export function runInActingScope(request: object, next: () => void): void {
  let scope = scopes.get(request);
  if (!scope) {
    scope = { enteredById: null };
    scopes.set(request, scope);
  }
  actingScope.run(scope, next);
}

/** The guard marks the request of a delegate acting for a doctor. */
export function markEnteredBy(request: object, delegateId: string): void {
  const scope = scopes.get(request);
  if (scope) {
    scope.enteredById = delegateId;
  }
}

/** The delegate behind the current request's changes, or null when the account holder made them. */
export function findEnteredById(): string | null {
  return actingScope.getStore()?.enteredById ?? null;
}
