import { z } from 'zod';

/** GET /privileges/all?hospitalId=: the catalogue grouped by department. */
export const ZPrivilegeCatalogue = z.object({
  data: z.array(
    z.object({
      department: z.string(),
      privileges: z.array(
        z.object({ id: z.string(), name: z.string(), criteria: z.string(), formId: z.string().nullable() }),
      ),
    }),
  ),
});
export type TPrivilegeCatalogue = z.infer<typeof ZPrivilegeCatalogue>;

/** A privilege this application asks for, with its form response and how complete it is. */
export const ZPickedPrivilege = z.object({
  id: z.string(),
  privilegeId: z.string(),
  name: z.string(),
  department: z.string(),
  formId: z.string().nullable(),
  formResponseId: z.string().nullable(),
  percent: z.number(),
});
export type TPickedPrivilege = z.infer<typeof ZPickedPrivilege>;

/** GET /privileges?applicationId= */
export const ZPickedPrivilegeList = z.object({ data: z.array(ZPickedPrivilege) });
export type TPickedPrivilegeList = z.infer<typeof ZPickedPrivilegeList>;

/** POST /privileges: pick one (its form response is created). Remove it with DELETE /formsResponse/{id}. */
export const ZPickPrivilegeRequest = z.strictObject({
  applicationId: z.uuid({ error: 'Invalid application' }),
  privilegeId: z.uuid({ error: 'Invalid privilege' }),
});
export type TPickPrivilegeRequest = z.infer<typeof ZPickPrivilegeRequest>;
