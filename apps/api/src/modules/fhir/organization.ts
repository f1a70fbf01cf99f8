import { eq } from 'drizzle-orm';
import type { Organization } from '@medplum/fhirtypes';
import type { TDb } from '@/core/db/client';
import { hospitals } from '@/core/db/schema';
import { DOCAPPLY_FHIR_BASE, FHIR_SYSTEMS, PLAN_NET_PROFILES } from './codes';
import { instantOf } from './sql';

/** The token's hospital as an Organization (the only one a token sees), or null when it is gone. */
export async function findOrganization(db: TDb, hospitalId: string): Promise<Organization | null> {
  const [row] = await db
    .select({
      id: hospitals.id,
      name: hospitals.name,
      slug: hospitals.slug,
      city: hospitals.city,
      state: hospitals.state,
      lastUpdated: instantOf(hospitals.updatedAt),
    })
    .from(hospitals)
    // Note: the token's own hospital only.
    .where(eq(hospitals.id, hospitalId));
  if (!row) {
    return null;
  }
  return {
    resourceType: 'Organization',
    id: row.id,
    meta: { lastUpdated: row.lastUpdated, profile: [PLAN_NET_PROFILES.organization] },
    identifier: [{ system: `${DOCAPPLY_FHIR_BASE}/sid/hospital`, value: row.slug }],
    active: true,
    type: [
      { coding: [{ system: FHIR_SYSTEMS.organizationType, code: 'prov', display: 'Healthcare Provider' }] },
    ],
    name: row.name,
    address: [{ city: row.city, state: row.state, country: 'US' }],
  };
}
