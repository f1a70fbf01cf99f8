import { eq } from 'drizzle-orm';
import type { TApplicationForm, TUpgradeFormParams } from '@docapply/contracts';
import { carryOverAnswers, type TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applications, formResponses } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { changedValues } from '@/core/audit';
import { runChange } from '@/core/change';
import { findLatestForm } from '@/modules/forms';
import { assertEditable, getOwnApplication, lockApplication } from '@/core/access/applications';
import { toFormDetail } from './detail';
import { definitionOf, loadFormParts, refreshProgress } from '@/modules/application-state';

export const ALREADY_LATEST_VERSION = 'This form is already the latest version';

type TUpgradeFormOptions = {
  doctorId: string;
  applicationId: string;
  kind: TUpgradeFormParams['kind'];
};

/**
 * POST /applications/{id}/forms/{kind}/upgrade: moves the doctor's started application form or
 * survey to the hospital's latest published version, keeping the answers whose questions remain.
 */
export async function upgradeForm(db: TDb, options: TUpgradeFormOptions): Promise<TApplicationForm> {
  const { doctorId, applicationId, kind } = options;
  // Note: the doctor's own application only (404 otherwise), and only while they hold it (409).
  const owned = await getOwnApplication(db, doctorId, applicationId);
  return runChange(
    async ({ tx, audit }) => {
      // Locked like submit locks it: a submission running now finishes before this or after it.
      const application = await lockApplication(tx, owned.id);
      assertEditable(application);
      const started = (await loadFormParts(tx, application))[kind];
      const responseId = started?.responseId;
      // A form not started yet opens on the latest version anyway: nothing to move.
      const latest =
        started && responseId ? await findLatestForm(tx, application.hospitalId, started.form.key) : null;
      if (!started || !responseId || !latest || latest.version <= started.form.version) {
        throw new AppError('CONFLICT', { message: ALREADY_LATEST_VERSION });
      }
      const definition = latest.definition as TFormDefinition;
      const answers = carryOverAnswers(definition, started.answers, { from: definitionOf(started) });
      const now = new Date();
      await tx
        .update(formResponses)
        .set({ formId: latest.id, answers, updatedAt: now })
        .where(eq(formResponses.id, responseId));
      await tx
        .update(applications)
        .set(kind === 'application' ? { updatedAt: now, formVersion: latest.version } : { updatedAt: now })
        .where(eq(applications.id, application.id));
      await refreshProgress(tx, application.id);
      // Answers a newer version no longer asks for are dropped: the trail keeps what they were.
      const dropped = changedValues(started.answers, answers);
      await audit({
        actorId: doctorId,
        action: 'application.form-upgraded',
        entity: 'form_response',
        entityId: responseId,
        applicationId,
        hospitalId: application.hospitalId,
        data: { applicationId, kind, fromVersion: started.form.version, toVersion: latest.version },
        before: { version: started.form.version, ...(dropped ? { answers: dropped.before } : {}) },
        after: { version: latest.version, ...(dropped ? { answers: dropped.after } : {}) },
      });
      return toFormDetail({ form: latest, responseId, answers }, null);
    },
    { db },
  );
}
