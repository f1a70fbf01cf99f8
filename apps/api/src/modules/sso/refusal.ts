import type { TSsoRefusal } from '@docapply/contracts';

/** A refusal the browser is sent back to the admin site with (SSO_REFUSALS holds its text). */
export class SsoRefusedError extends Error {
  constructor(readonly reason: TSsoRefusal) {
    super(reason);
  }
}
