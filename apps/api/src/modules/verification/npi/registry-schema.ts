import { z } from 'zod';

/**
 * The NPPES NPI Registry API's answer (version 2.1, JSON), as far as the checklist reads it. Lenient
 * on purpose: every object keeps the keys it does not name (`looseObject`) and every field the
 * comparison does not need may be missing, because the registry adds fields without notice and the
 * body is kept unchanged as evidence anyway.
 */
const text = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .nullish();

export const ZNppesBasic = z.looseObject({
  first_name: text,
  last_name: text,
  middle_name: text,
  credential: text,
  /** 'A' active; a deactivated NPI says 'D' (with `deactivation_date`). */
  status: text,
  deactivation_date: text,
  reactivation_date: text,
  enumeration_date: text,
  last_updated: text,
  /** NPI-2 (organisations) carry this instead of a person's name. */
  organization_name: text,
});

export const ZNppesTaxonomy = z.looseObject({
  code: text,
  desc: text,
  primary: z.boolean().nullish(),
  state: text,
  license: text,
});

export const ZNppesResult = z.looseObject({
  number: text,
  /** 'NPI-1' a person, 'NPI-2' an organisation. */
  enumeration_type: text,
  basic: ZNppesBasic.default({}),
  taxonomies: z.array(ZNppesTaxonomy).default([]),
  addresses: z.array(z.looseObject({})).default([]),
});
export type TNppesResult = z.infer<typeof ZNppesResult>;

/** A search the registry answered: how many records matched, and those records. */
export const ZNppesAnswer = z.looseObject({
  result_count: z.number().int().min(0),
  results: z.array(ZNppesResult).default([]),
});

/** A search the registry refused (e.g. a number that is not 10 digits). */
export const ZNppesErrors = z.looseObject({
  Errors: z.array(z.looseObject({ description: text, field: text, number: text })).min(1),
});
export type TNppesError = z.infer<typeof ZNppesErrors>['Errors'][number];
