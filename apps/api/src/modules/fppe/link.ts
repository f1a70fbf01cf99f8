import { and, count, eq } from 'drizzle-orm';
import { FPPE_MESSAGES, type TEvaluationLinkView, type TRecordEvaluationRequest } from '@docapply/contracts';
import { pickKnownAnswers, todayString, validateAnswers, type TFormDefinition } from '@docapply/rules';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { fppeEvaluations, fppeEvaluators, fppes } from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';
import { AppError } from '@/lib/app-error';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import { findFormById, toFormView } from '@/modules/forms';
import { verifyEvaluatorToken } from './link-token';
import { findFppeParties } from './parties';
import { listEvaluations } from './views';

const invalid = () => new AppError('TOKEN_INVALID', { message: FPPE_MESSAGES.linkInvalid });

/**
 * The evaluator and FPPE a link names: a genuine token whose jti is still the evaluator's (a newer
 * link, or removal, replaces it). A concluded FPPE answers 410: nothing more is recorded.
 */
async function findLinked(ctx: TAppContext, db: TDb, token: string) {
  const { evaluatorId, jti } = await verifyEvaluatorToken(ctx.config, token);
  if (!isUuid(evaluatorId)) {
    throw invalid();
  }
  const [row] = await db
    .select({ evaluator: fppeEvaluators, fppe: fppes })
    .from(fppeEvaluators)
    .innerJoin(fppes, eq(fppes.id, fppeEvaluators.fppeId))
    .where(and(eq(fppeEvaluators.id, evaluatorId), eq(fppeEvaluators.tokenId, jti)));
  if (!row) {
    throw invalid();
  }
  if (row.fppe.state !== 'open') {
    throw new AppError('GONE', { message: FPPE_MESSAGES.linkClosed });
  }
  return row;
}

/**
 * GET /fppe-evaluations/link?token=: the evaluator's page. What the plan asks, how many cases are
 * recorded, their own evaluations (never another evaluator's words) and the form to fill.
 */
export async function getEvaluationLink(ctx: TAppContext, token: string): Promise<TEvaluationLinkView> {
  const { evaluator, fppe } = await findLinked(ctx, ctx.db, token);
  const parties = await findFppeParties(ctx.db, fppe);
  const [{ recorded }] = await ctx.db
    .select({ recorded: count() })
    .from(fppeEvaluations)
    .where(eq(fppeEvaluations.fppeId, fppe.id));
  const mine = await listEvaluations(ctx.db, fppe.id, evaluator.id);
  const form = await findFormById(ctx.db, fppe.formId);
  return {
    evaluatorName: evaluator.name,
    practitionerName: parties.practitionerName,
    hospitalName: parties.hospitalName,
    privilegeName: parties.privilegeName,
    department: fppe.department,
    method: fppe.method,
    cases: fppe.cases,
    dueOn: fppe.dueOn,
    criteria: fppe.criteria,
    recorded,
    mine: mine.map(({ evaluator: _evaluator, ...rest }) => rest),
    form: toFormView(form!),
  };
}

/** The typed name signs when it is the evaluator's, spaces and case aside. */
function sameName(a: string, b: string): boolean {
  const norm = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

/**
 * POST /fppe-evaluations: one case, on the FPPE's form, signed by typing the evaluator's name. The
 * link stays usable for the next case until the FPPE is concluded.
 */
export async function recordEvaluation(
  ctx: TAppContext,
  body: TRecordEvaluationRequest,
): Promise<{ message: string }> {
  await runChange(
    async (change) => {
      const { evaluator, fppe } = await findLinked(ctx, change.tx, body.token);
      // Locked: the conclusion and this evaluation do not cross (one waits for the other).
      const [locked] = await change.tx.select().from(fppes).where(eq(fppes.id, fppe.id)).for('update');
      if (locked.state !== 'open') {
        throw new AppError('GONE', { message: FPPE_MESSAGES.linkClosed });
      }
      const fields: Record<string, string> = {};
      if (!sameName(body.signedName, evaluator.name)) {
        fields.signedName = FPPE_MESSAGES.signatureMismatch;
      }
      if (body.caseDate > todayString()) {
        fields.caseDate = FPPE_MESSAGES.caseInFuture;
      }
      const form = await findFormById(change.tx, fppe.formId);
      const definition = form!.definition as TFormDefinition;
      const { fieldErrors } = validateAnswers(definition, body.answers, { mode: 'submit' });
      Object.assign(fields, fieldErrors);
      if (Object.keys(fields).length > 0) {
        throw new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields });
      }
      const [evaluation] = await change.tx
        .insert(fppeEvaluations)
        .values({
          fppeId: fppe.id,
          evaluatorId: evaluator.id,
          caseReference: body.caseReference.trim(),
          caseDate: body.caseDate,
          overall: body.overall,
          answers: pickKnownAnswers(definition, body.answers),
          signedName: body.signedName.trim(),
        })
        .returning();
      // The answers stay out of the trail (peer-review material); who, when and the overall go in.
      await change.audit({
        actorId: evaluator.userId,
        action: 'fppe.evaluation-recorded',
        entity: 'fppe',
        entityId: fppe.id,
        applicationId: fppe.applicationId,
        hospitalId: fppe.hospitalId,
        data: { evaluationId: evaluation.id, evaluatorId: evaluator.id, overall: evaluation.overall },
      });
    },
    { db: ctx.db },
  );
  return { message: FPPE_MESSAGES.recorded };
}
