/**
 * The serious and critical axe violations under `root`, as "rule: targets" lines, for
 * `expect(await seriousAxeViolations(container)).toEqual([])`. jsdom has no layout, so colour
 * contrast is left to the browser journeys (e2e's checkAccessible runs axe in Chromium).
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  // Loaded on first use: most test files of the kit never run axe.
  const { default: axe } = await import('axe-core');
  const result = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
