import type { TBoardDecision, TCommitteeProxy, TPrivilegeOutcome } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { AppError } from '@/lib/app-error';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import { findProxyDecision } from '@/modules/telemedicine';
import { PROXY_NOTES, ROUTE_NOTES } from './messages';
import type { TStepRow } from './route';

/**
 * Telemedicine by proxy (42 CFR 482.22(a)(3)-(4)): when the office recorded a distant site's
 * decision, the hospital relies on that site's credentialing and privileging. The file skips the
 * chair and the committees and waits at the route's last step (the board), which still grants, but
 * only what the distant site granted.
 */

/** The distant site's decision as the board reads it, or null when the file has none. */
export async function findCommitteeProxy(db: TDb, applicationId: string): Promise<TCommitteeProxy | null> {
  const proxy = await findProxyDecision(db, applicationId);
  return proxy
    ? {
        agreement: proxy.agreement,
        decidedOn: proxy.decidedOn,
        appointmentEndsOn: proxy.appointmentEndsOn,
        privileges: proxy.privileges,
      }
    : null;
}

/** Where a file enters the route (the last step for a proxy file, else the first) and what the trail says. */
export function chooseEntryStep(
  steps: readonly TStepRow[],
  proxy: TCommitteeProxy | null,
): { step: TStepRow; note: string } | null {
  const step = proxy ? steps.at(-1) : steps[0];
  if (!step) {
    return null;
  }
  return {
    step,
    note: proxy
      ? PROXY_NOTES.entered(proxy.agreement.distantSiteName, step.name)
      : ROUTE_NOTES.entered(step.name),
  };
}

const GRANTS: readonly TPrivilegeOutcome[] = ['grant', 'grant-with-conditions'];

/** 400 on each privilege a recommendation grants that the distant site did not. */
export async function assertProxyGrants(
  db: TDb,
  applicationId: string,
  items: readonly { privilegeId: string; outcome: TPrivilegeOutcome }[],
): Promise<void> {
  const proxy = await findCommitteeProxy(db, applicationId);
  if (!proxy) {
    return;
  }
  const granted = new Set(proxy.privileges.filter((one) => one.granted).map((one) => one.privilegeId));
  const fields: Record<string, string> = {};
  items.forEach((item, index) => {
    if (GRANTS.includes(item.outcome) && !granted.has(item.privilegeId)) {
      fields[`privileges.${index}.outcome`] = PROXY_NOTES.notGranted(proxy.agreement.distantSiteName);
    }
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields });
  }
}

/** What the decision (and its letter) says about the distant site relied on. */
export async function findReliance(db: TDb, applicationId: string): Promise<TBoardDecision['reliance']> {
  const proxy = await findCommitteeProxy(db, applicationId);
  return proxy
    ? { distantSiteName: proxy.agreement.distantSiteName, agreementSignedOn: proxy.agreement.signedOn }
    : null;
}
