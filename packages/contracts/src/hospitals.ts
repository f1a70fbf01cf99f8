import { z } from 'zod';
import { ZApplicationSummary } from './applications';

/** A hospital as doctors see it. */
export const ZHospital = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  about: z.string(),
  isOpen: z.boolean(),
  minReferences: z.number().int(),
});
export type THospital = z.infer<typeof ZHospital>;

/** `?hospitalId=` on hospitals, forms, privileges and applications endpoints. */
export const ZHospitalIdQuery = z.strictObject({ hospitalId: z.uuid({ error: 'Invalid hospital' }) });
export type THospitalIdQuery = z.infer<typeof ZHospitalIdQuery>;

/** GET /hospitals/all */
export const ZHospitalList = z.object({ data: z.array(ZHospital) });
export type THospitalList = z.infer<typeof ZHospitalList>;

/** GET /hospitals/all/hospitals/with/application: this doctor's latest application at each one. */
export const ZHospitalWithApplication = ZHospital.extend({ application: ZApplicationSummary.nullable() });
export type THospitalWithApplication = z.infer<typeof ZHospitalWithApplication>;
export const ZHospitalWithApplicationList = z.object({ data: z.array(ZHospitalWithApplication) });
export type THospitalWithApplicationList = z.infer<typeof ZHospitalWithApplicationList>;

/** GET /hospitals/preview?hospitalId=: what a doctor sees before applying. */
export const ZHospitalPreview = z.object({
  hospital: ZHospital,
  requirements: z.object({
    sections: z.array(z.object({ key: z.string(), title: z.string() })),
    surveyTitle: z.string().nullable(),
    minReferences: z.number().int(),
    needsCoverage: z.literal(true),
    departments: z.array(z.string()),
  }),
});
export type THospitalPreview = z.infer<typeof ZHospitalPreview>;

/** GET /hospitals/hospitalAdmin/{id}: the hospital's admin email addresses. */
export const ZHospitalAdminEmails = z.object({ data: z.array(z.string()) });
export type THospitalAdminEmails = z.infer<typeof ZHospitalAdminEmails>;
