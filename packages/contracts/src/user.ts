import { z } from 'zod';
import { ROLES } from './roles';

export const ZPersonName = z.object({ first: z.string(), last: z.string() });

/** The stored user record (local storage key `user`). */
export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  name: ZPersonName,
  phone: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  isEmailVerified: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;
