/** Query keys of the OPPE pages: one hospital's indicators, settings, cycles, lists and reports. */
export const oppeKeys = {
  all: ['oppe'] as const,
  hospital: (hospitalId: string) => [...oppeKeys.all, hospitalId] as const,
  indicators: (hospitalId: string) => [...oppeKeys.hospital(hospitalId), 'indicators'] as const,
  settings: (hospitalId: string) => [...oppeKeys.hospital(hospitalId), 'settings'] as const,
  cycles: (hospitalId: string) => [...oppeKeys.hospital(hospitalId), 'cycles'] as const,
  /** A cycle's practitioner list and every report in it: an import or a value changes them all. */
  cycle: (hospitalId: string, cycleId: string) =>
    [...oppeKeys.hospital(hospitalId), 'cycle', cycleId] as const,
  practitioners: (hospitalId: string, cycleId: string) =>
    [...oppeKeys.cycle(hospitalId, cycleId), 'practitioners'] as const,
  report: (hospitalId: string, cycleId: string, doctorId: string) =>
    [...oppeKeys.cycle(hospitalId, cycleId), 'report', doctorId] as const,
};

/** /admin/hospitals/{hospitalId}/oppe, the base of every OPPE route. */
export const oppePath = (hospitalId: string) => `/admin/hospitals/${encodeURIComponent(hospitalId)}/oppe`;

/** …/cycles/{cycleId}/practitioners/{doctorId}: one practitioner's report and what changes it. */
export const practitionerPath = (hospitalId: string, cycleId: string, doctorId: string) =>
  `${oppePath(hospitalId)}/cycles/${encodeURIComponent(cycleId)}/practitioners/${encodeURIComponent(doctorId)}`;
