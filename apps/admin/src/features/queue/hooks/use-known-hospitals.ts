import { useState } from 'react';
import type { TAdminQueueItem } from '@docapply/contracts';

export type THospitalOption = { id: string; name: string };

/**
 * The hospitals the hospital filter offers: every one seen in the queue so far, by name. The API
 * has no list of an admin's own hospitals; their applications name them all soon enough, and an
 * admin of one hospital needs no filter at all.
 */
export function useKnownHospitals(rows: readonly TAdminQueueItem[] | undefined): THospitalOption[] {
  const [known, setKnown] = useState<THospitalOption[]>([]);
  const added = new Map<string, string>();
  for (const row of rows ?? []) {
    if (!known.some((hospital) => hospital.id === row.hospitalId)) {
      added.set(row.hospitalId, row.hospitalName);
    }
  }
  if (added.size > 0) {
    const next = [...known, ...[...added].map(([id, name]) => ({ id, name }))];
    setKnown(next.sort((a, b) => a.name.localeCompare(b.name)));
  }
  return known;
}
