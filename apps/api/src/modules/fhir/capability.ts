import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';
import { PLAN_NET_PROFILES } from './codes';
import { DEFAULT_COUNT, MAX_COUNT } from './search-params';

/** When this statement last changed: update it with the statement. */
const CAPABILITY_DATE = '2026-12-06';

type TParam = { name: string; type: 'token' | 'string' | 'date' | 'reference'; documentation: string };

const COMMON: TParam[] = [
  { name: '_id', type: 'token', documentation: 'Resource ids, comma separated.' },
  {
    name: '_lastUpdated',
    type: 'date',
    documentation:
      'gt, ge, lt, le (or none: that instant). For incremental sync use gt with the time the previous sync started.',
  },
];

function resource(
  type: CapabilityStatementRestResource['type'],
  params: TParam[],
  profile?: string,
): CapabilityStatementRestResource {
  return {
    type,
    ...(profile ? { supportedProfile: [profile] } : {}),
    interaction: [{ code: 'read' }, { code: 'search-type' }],
    versioning: 'no-version',
    readHistory: false,
    searchParam: [...COMMON, ...params],
  };
}

/**
 * What the export offers (`GET metadata`, no token needed). Unknown search parameters are
 * ignored, FHIR's lenient handling, and the self link shows what was applied; with the header
 * `Prefer: handling=strict` they are refused with 400.
 */
export function buildCapabilityStatement(options: { base: string }): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: CAPABILITY_DATE,
    kind: 'instance',
    software: { name: 'DocApply' },
    implementation: {
      description: "DocApply's read-only FHIR R4 export of a hospital's medical staff",
      url: options.base,
    },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json'],
    rest: [
      {
        mode: 'server',
        documentation:
          `Read-only. Each request carries a hospital's API token (Authorization: Bearer dak_…, scope fhir:read) and sees that hospital only. ` +
          `Searches page by _count (default ${DEFAULT_COUNT}, at most ${MAX_COUNT}) and the next link; Bundle.total is not given. ` +
          'Unknown search parameters are ignored (the self link lists those applied), or refused with 400 under Prefer: handling=strict.',
        security: {
          cors: false,
          description: "Bearer token created by the hospital's administrator, revocable; scope fhir:read.",
        },
        resource: [
          resource(
            'Practitioner',
            [
              {
                name: 'identifier',
                type: 'token',
                documentation: 'NPI: http://hl7.org/fhir/sid/us-npi|value, or value.',
              },
              { name: 'name', type: 'string', documentation: 'Starts a given or family name, any case.' },
            ],
            PLAN_NET_PROFILES.practitioner,
          ),
          resource(
            'PractitionerRole',
            [
              { name: 'practitioner', type: 'reference', documentation: 'Practitioner/id.' },
              {
                name: 'role',
                type: 'token',
                documentation:
                  "A privilege's code from the hospital's catalogue; a staff role (practitioner-role|doctor for physicians, |nurse for NPs, CRNAs and CNMs); or a practitioner type (https://docapply.org/fhir/CodeSystem/practitioner-type|np, |pa…). Comma-separated codes: any of them; the parameter repeated: all of them.",
              },
              { name: 'specialty', type: 'token', documentation: 'A NUCC taxonomy code.' },
              { name: 'active', type: 'token', documentation: 'true or false.' },
            ],
            // Note: no Plan-Net profile: it requires a contact point for the role (pd-1), which DocApply does not hold.
          ),
          resource(
            'Organization',
            [{ name: 'name', type: 'string', documentation: 'Part of the name, any case.' }],
            PLAN_NET_PROFILES.organization,
          ),
          resource('VerificationResult', [
            { name: 'target', type: 'reference', documentation: 'Practitioner/id.' },
          ]),
        ],
      },
    ],
  };
}
