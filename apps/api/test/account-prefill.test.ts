import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/core/db/schema';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createSeededDoctor } from './seeded-doctor';
import { saveAnswers } from './submission-fixtures';

const REGISTERED_PHONE = '+1 217-555-0142';

describe('section A starts with what the doctor gave at registration', () => {
  let t: TTestApp;
  let doctor: TPerson;
  let firstDraft = '';

  beforeAll(async () => {
    t = await createTestApp();
    doctor = await createPerson(t, 'Ada', 'Okafor');
    await t.db.update(users).set({ phone: REGISTERED_PHONE }).where(eq(users.id, doctor.id));
  });
  afterAll(async () => {
    await t.close();
  });

  const seeded = () => createSeededDoctor(t, doctor, 'Ada Okafor');

  it('fills the name, email and mobile phone of a new draft, and leaves the rest empty', async () => {
    firstDraft = await seeded().start((await seeded().bySlug('riverside-general')).id);
    const application = (await seeded().detailOf(firstDraft)).forms.application;

    expect(application?.answers).toEqual({
      legalFirstName: 'Ada',
      legalLastName: 'Okafor',
      email: doctor.email,
      phone: REGISTERED_PHONE,
    });
  });

  it('never replaces what the doctor typed: their own answers win at the next hospital', async () => {
    const application = (await seeded().detailOf(firstDraft)).forms.application;
    await saveAnswers(t, doctor.token, application?.responseId ?? '', {
      ...application?.answers,
      legalFirstName: 'Adaeze',
      email: 'ada.work@example.org',
    });

    const second = await seeded().start((await seeded().bySlug('st-annes-medical-center')).id);
    const answers = (await seeded().detailOf(second)).forms.application?.answers;

    expect(answers).toMatchObject({
      legalFirstName: 'Adaeze',
      legalLastName: 'Okafor',
      email: 'ada.work@example.org',
      phone: REGISTERED_PHONE,
    });
    // And reopening the first draft keeps the typed answers as they were.
    expect((await seeded().detailOf(firstDraft)).forms.application?.answers).toMatchObject({
      legalFirstName: 'Adaeze',
    });
  });
});
