import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest journeys start first, so the two files running side by side end together (a fresh
 * clone has no timings for Vitest to order by, and orders by name). Other projects keep Vitest's
 * order.
 */
const LONGEST_JOURNEYS = [
  'application.e2e.ts',
  'application-phone.e2e.ts',
  'form-builder.e2e.ts',
  'delegate.e2e.ts',
];

export class LongestJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_JOURNEYS.indexOf(basename(file.moduleId));
      return file.project.name === 'e2e' && index >= 0 ? index : LONGEST_JOURNEYS.length;
    };
    // Array.prototype.sort is stable: the rest keep the base order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
