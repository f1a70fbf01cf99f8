import type {
  Bundle,
  Organization,
  Practitioner,
  PractitionerRole,
  VerificationResult,
} from '@medplum/fhirtypes';
import type { TDb } from '@/core/db/client';
import { readPageAnswers } from './answers';
import { toPage, toSearchBundle } from './bundle';
import { FHIR_SYSTEMS, PRACTITIONER_TYPE_SYSTEM, TYPES_OF_HL7_ROLE } from './codes';
import { findOrganization } from './organization';
import { AppError } from '@/lib/app-error';
import { toPractitioner } from './practitioner';
import { selectPractitioners, toNpis } from './practitioner-query';
import { loadPrivilegeCodes, toPractitionerRole } from './role';
import { selectRoles, type TRoleGroup, type TRoleRow } from './role-query';
import {
  checkKnownParams,
  firstValue,
  parseCommonSearch,
  parseReference,
  parseToken,
  valuesOf,
  type TCommonSearch,
  type TFhirQuery,
} from './search-params';
import { selectVerificationItems, toVerificationResult } from './verification-result';

/**
 * What every FHIR read and search takes. Note: `hospitalId` is the API token's hospital; every
 * query below reads that hospital's rows only, so another hospital's resource is not found.
 */
export type TFhirRequest = {
  db: TDb;
  hospitalId: string;
  base: string;
  query: TFhirQuery;
  isStrict: boolean;
};

/** What the export serves. */
export type TExportResource = Practitioner | PractitionerRole | Organization | VerificationResult;

const idsOf = (query: TFhirQuery, name: string, type: string): string[] | null => {
  const values = valuesOf(query, name).flatMap((value) => value.split(','));
  return values.length === 0 ? null : values.flatMap((value) => parseReference(value, type) ?? []);
};

const tokensOf = (query: TFhirQuery, name: string) =>
  valuesOf(query, name).flatMap((value) => value.split(',').map(parseToken));

/** The page's own parameters, for the self and next links. */
const usedParams = (query: TFhirQuery, names: string[]): [string, string][] =>
  names.flatMap((name) => valuesOf(query, name).map((value): [string, string] => [name, value]));

export async function searchPractitioners(request: TFhirRequest): Promise<Bundle<Practitioner>> {
  const { db, hospitalId, query } = request;
  const own = ['identifier', 'name'];
  checkKnownParams(query, own, request.isStrict);
  const common = parseCommonSearch(query);
  const identifiers = tokensOf(query, 'identifier');
  const search = {
    ...common,
    npis: identifiers.length === 0 ? null : toNpis(identifiers),
    names: valuesOf(query, 'name').filter((name) => name.trim() !== ''),
  };
  const { rows, nextAfter } = toPage(await selectPractitioners(db, hospitalId, search), search.count);
  const answers = await readPageAnswers(db, rows);
  const resources = rows.map((row, index) => toPractitioner(row, answers[index]));
  return toSearchBundle({
    base: request.base,
    resourceType: 'Practitioner',
    search: common,
    params: usedParams(query, own),
    page: { resources, nextAfter },
  });
}

/**
 * The `role` parameters asked for, one group each: HL7's practitioner roles (doctor, nurse) and
 * DocApply's practitioner types ask for those types, any other code for the catalogue's privilege.
 */
function toRoleGroups(query: TFhirQuery): TRoleGroup[] {
  return valuesOf(query, 'role').map((value) => {
    const group: TRoleGroup = { privilegeKeys: [], practitionerTypes: [] };
    for (const token of value.split(',').map(parseToken)) {
      const hl7Types =
        token.system === undefined || token.system === FHIR_SYSTEMS.role
          ? TYPES_OF_HL7_ROLE[token.code]
          : undefined;
      if (token.system === PRACTITIONER_TYPE_SYSTEM) {
        group.practitionerTypes.push(token.code);
      } else if (hl7Types) {
        group.practitionerTypes.push(...hl7Types);
      } else if (token.system !== FHIR_SYSTEMS.role) {
        group.privilegeKeys.push(token.code);
      }
    }
    return group;
  });
}

async function toRoles(request: TFhirRequest, rows: TRoleRow[]): Promise<PractitionerRole[]> {
  const [answers, codes] = await Promise.all([
    readPageAnswers(request.db, rows),
    loadPrivilegeCodes(request.db, rows),
  ]);
  return rows.map((row, index) =>
    toPractitionerRole(row, { hospitalId: request.hospitalId, answers: answers[index], codes }),
  );
}

/**
 * `specialty` is read from the answers, not SQL: the walk goes on by batches until the page is
 * full or the roles end (a hospital's roles are thousands, the batches at most 500).
 */
export async function searchPractitionerRoles(request: TFhirRequest): Promise<Bundle<PractitionerRole>> {
  const { db, hospitalId, query } = request;
  const own = ['practitioner', 'role', 'specialty', 'active'];
  checkKnownParams(query, own, request.isStrict);
  const common = parseCommonSearch(query);
  const active = firstValue(query, 'active');
  const specialties = tokensOf(query, 'specialty')
    .filter((token) => token.system === undefined || token.system === FHIR_SYSTEMS.nucc)
    .map((token) => token.code);
  const search = {
    ...common,
    practitionerIds: idsOf(query, 'practitioner', 'Practitioner'),
    roleGroups: toRoleGroups(query),
    isActive: active === 'true' ? true : active === 'false' ? false : null,
  };
  const isFiltered = tokensOf(query, 'specialty').length > 0;
  const resources: PractitionerRole[] = [];
  let after = common.after;
  let nextAfter: string | null = null;
  for (;;) {
    const batch = toPage(await selectRoles(db, hospitalId, { ...search, after }), search.count);
    const roles = await toRoles(request, batch.rows);
    const matching = isFiltered ? roles.filter((role) => hasSpecialty(role, specialties)) : roles;
    resources.push(...matching.slice(0, search.count - resources.length));
    if (resources.length === search.count) {
      const lastId = resources.at(-1)?.id ?? null;
      nextAfter = lastId === batch.rows.at(-1)?.id ? batch.nextAfter : lastId;
      break;
    }
    if (!batch.nextAfter) {
      break;
    }
    after = batch.nextAfter;
  }
  return toSearchBundle({
    base: request.base,
    resourceType: 'PractitionerRole',
    search: common,
    params: usedParams(query, own),
    page: { resources, nextAfter },
  });
}

function hasSpecialty(role: PractitionerRole, codes: string[]): boolean {
  return (role.specialty ?? []).some((concept) =>
    (concept.coding ?? []).some((coding) => codes.includes(coding.code ?? '')),
  );
}

export async function searchVerificationResults(request: TFhirRequest): Promise<Bundle<VerificationResult>> {
  const { db, hospitalId, query } = request;
  const own = ['target'];
  checkKnownParams(query, own, request.isStrict);
  const common = parseCommonSearch(query);
  const search = { ...common, practitionerIds: idsOf(query, 'target', 'Practitioner') };
  const { rows, nextAfter } = toPage(await selectVerificationItems(db, hospitalId, search), search.count);
  return toSearchBundle({
    base: request.base,
    resourceType: 'VerificationResult',
    search: common,
    params: usedParams(query, own),
    page: { resources: rows.map(toVerificationResult), nextAfter },
  });
}

/** The one Organization a token sees, when it matches the search (`_id`, `name`, `_lastUpdated`). */
export async function searchOrganizations(request: TFhirRequest): Promise<Bundle<Organization>> {
  const own = ['name'];
  checkKnownParams(request.query, own, request.isStrict);
  const common = parseCommonSearch(request.query);
  const organization = await findOrganization(request.db, request.hospitalId);
  const names = valuesOf(request.query, 'name').map((name) => name.toLowerCase());
  const isMatch =
    organization !== null &&
    !common.after &&
    (common.ids === null || common.ids.includes(organization.id ?? '')) &&
    names.every((name) => organization.name?.toLowerCase().includes(name)) &&
    isWithin(organization.meta?.lastUpdated ?? '', common);
  return toSearchBundle({
    base: request.base,
    resourceType: 'Organization',
    search: common,
    params: usedParams(request.query, own),
    page: { resources: isMatch ? [organization] : [], nextAfter: null },
  });
}

function isWithin(lastUpdated: string, search: TCommonSearch): boolean {
  const at = Date.parse(lastUpdated);
  return search.lastUpdated.every((bound) => {
    const limit = Date.parse(bound.at);
    return { gt: at > limit, ge: at >= limit, lt: at < limit, le: at <= limit }[bound.op];
  });
}

/** A read: the search by `_id`, its one entry, or 404 (another hospital's id is not found either). */
export async function readResource(
  request: Omit<TFhirRequest, 'query' | 'isStrict'>,
  search: (request: TFhirRequest) => Promise<Bundle<TExportResource>>,
  id: string,
): Promise<TExportResource> {
  const bundle = await search({ ...request, query: { _id: id, _count: '1' }, isStrict: false });
  const resource = bundle.entry?.[0]?.resource;
  if (!resource) {
    throw new AppError('NOT_FOUND', { message: 'No such resource.' });
  }
  return resource;
}
