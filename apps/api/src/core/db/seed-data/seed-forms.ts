import { ZFormDefinition, type TPrivilegeRequirements } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { forms, privileges } from '@/core/db/schema';
import { createDefaultForms } from './default-forms';
import { PRIVILEGE_CATALOGUE, privilegeFormKey } from './privileges';

/**
 * A new hospital's forms (version 1, published) and privilege catalogue, each privilege pointing
 * at its form. Every definition is checked against ZFormDefinition before it is stored.
 */
export async function seedHospitalForms(db: TDb, hospital: { id: string; name: string }): Promise<void> {
  const publishedAt = new Date();
  const created = await db
    .insert(forms)
    .values(
      createDefaultForms(hospital.name).map((form) => ({
        hospitalId: hospital.id,
        kind: form.kind,
        key: form.key,
        title: form.title,
        version: 1,
        definition: ZFormDefinition.parse(form.definition),
        practitionerTypes: form.practitionerTypes ?? [],
        publishedAt,
      })),
    )
    .returning({ id: forms.id, key: forms.key });
  const formIdByKey = new Map(created.map((row) => [row.key, row.id]));
  await db.insert(privileges).values(
    PRIVILEGE_CATALOGUE.flatMap(({ department, privileges: list }) =>
      list.map((privilege) => ({
        hospitalId: hospital.id,
        department,
        name: privilege.name,
        criteria: privilege.criteria,
        // Core privileges come with the department; the others are special, each with its own criteria.
        isCore: privilege.slug.startsWith('core-'),
        requirements: {
          minCases: { count: privilege.minCases, months: 24 },
          // An APP's privilege (NP, PA, CRNA) asks their national certification, not a board.
          boardCertification: privilege.practitionerTypes.includes('physician'),
        } satisfies TPrivilegeRequirements,
        formId: formIdByKey.get(privilegeFormKey(privilege.slug)) ?? null,
        practitionerTypes: privilege.practitionerTypes,
      })),
    ),
  );
}
