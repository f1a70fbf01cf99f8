import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { applicationSubmissions, formResponses } from '@/core/db/schema';
import { transitionApplication } from '@/modules/applications';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { completeRequests, createHospitalWithForms, resultOf, send } from './application-fixtures';
import { startAnsweredApplication, submitApplication } from './submission-fixtures';

const ROUNDS = 100;

describe('an autosave racing a submit', () => {
  let t: TTestApp;
  let admin: TPerson;
  let doctor: TPerson;
  let started: Awaited<ReturnType<typeof startAnsweredApplication>>;

  beforeAll(async () => {
    t = await createTestApp();
    const hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
    admin = await createHospitalAdmin(t, 'Maria', 'Lopez', hospital.hospital.id);
    doctor = await createPerson(t, 'Alex', 'Rivera');
    started = await startAnsweredApplication(t, { token: doctor.token, hospital });
    await completeRequests(t.db, started.id, 1);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The survey's stored answers and what the latest submission sent of them. */
  async function readSurvey() {
    const [stored] = await t.db
      .select({ answers: formResponses.answers })
      .from(formResponses)
      .where(eq(formResponses.id, started.surveyResponseId));
    const [latest] = await t.db
      .select({ snapshot: applicationSubmissions.snapshot })
      .from(applicationSubmissions)
      .where(eq(applicationSubmissions.applicationId, started.id))
      .orderBy(desc(applicationSubmissions.number))
      .limit(1);
    return { stored: stored.answers, submitted: latest.snapshot.forms.survey.answers };
  }

  /** The office's move, straight through the status machine (its route has tests of its own). */
  const reopen = (to: 'in-review' | 'information-requested') =>
    transitionApplication(t.db, { applicationId: started.id, to, actorId: admin.id });

  /**
   * Both requests at once, the autosave started after `turns` turns of the event loop (a count, not
   * a time): over the rounds it reaches the submit at every stage of its work, on any machine.
   */
  async function race(
    unit: string,
    turns: number,
  ): Promise<[LightMyRequestResponse, LightMyRequestResponse]> {
    const submit = submitApplication(t, doctor.token, started.id, 'Alex Rivera');
    for (let turn = 0; turn < turns; turn += 1) {
      await nextTurn();
    }
    const autosave = send(t.app, 'PUT', `/api/formsResponse/${started.surveyResponseId}`, doctor.token, {
      answers: { unit },
    });
    return Promise.all([autosave, submit]);
  }

  it('never saves an answer on a submitted application and never loses one it accepted', async () => {
    const outcomes = { saved: 0, refused: 0 };
    // First the doctor's submission, reopened by the office, so every round is a resubmission.
    resultOf(await submitApplication(t, doctor.token, started.id, 'Alex Rivera'));
    await reopen('in-review');
    for (let round = 1; round <= ROUNDS; round += 1) {
      await reopen('information-requested');
      const unit = `Ward ${round}`;
      const [autosave, submit] = await race(unit, round % 12);
      resultOf(submit);
      const { stored, submitted } = await readSurvey();
      // What the hospital received is what the application holds: nothing landed after it.
      expect(stored, `round ${round}`).toEqual(submitted);
      if (autosave.statusCode === 200) {
        // Accepted, so saved before the submit locked the application: kept, and sent with it.
        outcomes.saved += 1;
        expect(stored, `round ${round}`).toEqual({ unit });
      } else {
        // Refused in the error shape once the submit had the application: nothing of it stored.
        outcomes.refused += 1;
        expectError(autosave, 409, 'CONFLICT');
        expect(stored, `round ${round}`).not.toEqual({ unit });
      }
    }
    expect(outcomes.saved + outcomes.refused).toBe(ROUNDS);
    // The split depends on the machine; both invariants above held in every round.
    console.info(
      `autosave vs submit, ${ROUNDS} rounds: ${outcomes.saved} saved, ${outcomes.refused} refused`,
    );
  });
});
