import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The nil uuid: no row has it. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * A path `{id}`. A malformed id cannot name anything, so it reads as the nil uuid and the request
 * answers 404 like an unknown id (and a body's own mistakes are still reported field by field).
 */
export const ZIdParams = z.strictObject({
  id: z
    .string()
    .max(100)
    .transform((id) => (UUID.test(id) ? id.toLowerCase() : NIL_UUID)),
});

/** A path `{hospitalId}`: the hospital whose settings (verification, letters, route, sign-in…) are read or saved. */
export const ZHospitalParams = z.strictObject({ hospitalId: z.string().min(1).max(100) });
export type THospitalParams = z.infer<typeof ZHospitalParams>;
