import { readFileSync } from 'node:fs';
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import type { Bundle, OperationOutcomeIssue, Resource, StructureDefinition } from '@medplum/fhirtypes';

/**
 * The Da Vinci PDex Plan-Net 1.2.0 profiles the export declares (Practitioner, Organization) and the
 * extensions they slice by, with their snapshots: taken from the IG's package
 * (`npm pack hl7.fhir.us.davinci-pdex-plan-net@1.2.0`, CC0-1.0), narrative and differential left
 * out. Kept here because the package cannot be installed: the FHIR packages it depends on
 * (hl7.fhir.r4.core, hl7.fhir.us.core…) are not on the npm registry.
 */
const BUNDLE = new URL('./plan-net/structure-definitions.json', import.meta.url);

let profiles: Map<string, StructureDefinition> | null = null;

function loadProfiles(): Map<string, StructureDefinition> {
  if (!profiles) {
    const bundle = JSON.parse(readFileSync(BUNDLE, 'utf8')) as Bundle<StructureDefinition>;
    indexStructureDefinitionBundle(bundle);
    profiles = new Map(bundle.entry!.map(({ resource }) => [resource!.url, resource!]));
  }
  return profiles;
}

/**
 * Each profile a resource declares in `meta.profile` (a Bundle's entries too), checked with the
 * same validator against that profile: a declared profile must be one of these and hold.
 */
export function planNetIssues(resource: Resource): OperationOutcomeIssue[] {
  if (resource.resourceType === 'Bundle') {
    return (resource.entry ?? []).flatMap((entry) => (entry.resource ? planNetIssues(entry.resource) : []));
  }
  const known = loadProfiles();
  return (resource.meta?.profile ?? []).flatMap((url): OperationOutcomeIssue[] => {
    const profile = known.get(url);
    if (!profile) {
      return [{ severity: 'error', code: 'not-supported', diagnostics: `Unknown profile ${url}` }];
    }
    try {
      return validateResource(resource, { profile });
    } catch (error) {
      if (error instanceof OperationOutcomeError) {
        return error.outcome.issue;
      }
      throw error;
    }
  });
}
