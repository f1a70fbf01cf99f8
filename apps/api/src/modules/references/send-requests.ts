import type { TSendRequestsBody, TSentRequests } from '@docapply/contracts';
import { lockApplication } from '@/core/access/applications';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TUserRow } from '@/core/users/users';
import { refreshProgress, toRequestView } from '@/modules/application-state';
import { assertEditable, findApplicationOf, getContext, insertRequest } from './request-checks';

/**
 * POST /references/batch (issue 43): references and the covering physician asked with one press,
 * each as POST /references names one (checks, email, audit row, live event), all in one change:
 * a person refused leaves nobody asked, and the error names that person's field.
 */
export async function sendDoctorRequests(
  ctx: TAppContext,
  user: TUserRow,
  { applicationId, references, coverage }: TSendRequestsBody,
): Promise<TSentRequests> {
  const owned = await findApplicationOf(ctx, user, applicationId);
  const context = await getContext(ctx, owned.id);
  const sent = await runChange(async (change) => {
    // Note: under the application's lock, as one by one: editable, and counted with what is there.
    const application = await lockApplication(change.tx, owned.id);
    assertEditable(application);
    const asked = [];
    for (const [index, person] of references.entries()) {
      asked.push(
        await insertRequest(change, {
          kind: 'reference',
          person,
          context,
          actorId: user.id,
          field: `references.${index}.email`,
        }),
      );
    }
    const covering = coverage
      ? await insertRequest(change, {
          kind: 'coverage',
          person: coverage,
          context,
          actorId: user.id,
          field: 'coverage.email',
        })
      : null;
    await refreshProgress(change.tx, application.id);
    return { references: asked, coverage: covering };
  });
  return {
    references: sent.references.map((row) => toRequestView(row)),
    coverage: sent.coverage ? toRequestView(sent.coverage) : null,
  };
}
