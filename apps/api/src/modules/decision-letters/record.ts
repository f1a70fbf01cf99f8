import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { DATE_FORMAT } from '@docapply/rules';
import type { TBoardDecision } from '@docapply/contracts';
import { writeAudit } from '@/core/audit';
import type { TDb } from '@/core/db/client';
import { decisionLetters, hospitals, users } from '@/core/db/schema';
import type { TEventHandlers } from '@/core/events';
import { loadLetterSettings } from './settings';

/**
 * An adverse decision denies the application or any privilege: the doctor then has the right to a
 * hearing, and the letter says how to ask for one.
 */
export function isAdverseDecision(decision: Pick<TBoardDecision, 'outcome' | 'privileges'>): boolean {
  return (
    decision.outcome === 'rejected' || decision.privileges.some((privilege) => privilege.outcome === 'deny')
  );
}

/**
 * Writes the decision's letter in the decision's own transaction, with everything it prints as it
 * stands today: a later change of name or settings does not rewrite a letter. A decision is final
 * (approved and rejected have no way out), so a repeated event keeps the first letter.
 */
async function recordDecisionLetter(db: TDb, { decision }: { decision: TBoardDecision }): Promise<void> {
  const settings = await loadLetterSettings(db, decision.hospitalId);
  const [names] = await db
    .select({ hospitalName: hospitals.name, firstName: users.firstName, lastName: users.lastName })
    .from(hospitals)
    .innerJoin(users, eq(users.id, decision.doctorId))
    .where(eq(hospitals.id, decision.hospitalId));
  const isAdverse = isAdverseDecision(decision);
  const dueOn = dayjs(decision.decidedOn, DATE_FORMAT)
    .add(settings.letterDeadlineDays, 'day')
    .format(DATE_FORMAT);
  const [letter] = await db
    .insert(decisionLetters)
    .values({
      applicationId: decision.applicationId,
      hospitalId: decision.hospitalId,
      doctorId: decision.doctorId,
      decision,
      hospitalName: names.hospitalName,
      doctorName: `${names.firstName} ${names.lastName}`,
      hearingRightsNotice: isAdverse ? settings.hearingRightsNotice : null,
      letterSignatory: settings.letterSignatory,
      decidedOn: decision.decidedOn,
      dueOn,
    })
    .onConflictDoNothing({ target: decisionLetters.applicationId })
    .returning({ id: decisionLetters.id });
  if (letter) {
    await writeAudit(db, {
      actorId: decision.decidedBy.id,
      action: 'decision-letter.created',
      entity: 'decision-letter',
      entityId: letter.id,
      applicationId: decision.applicationId,
      hospitalId: decision.hospitalId,
      data: { dueOn, isAdverse },
    });
  }
}

/** The domain events this module handles (src/compose.ts composes them). */
export const DECISION_LETTER_EVENTS: TEventHandlers = {
  'application.decided': recordDecisionLetter,
};
