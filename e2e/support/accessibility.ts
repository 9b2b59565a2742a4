// The accessibility gate: `await expectAccessible(page)` once a screen has rendered fails on any
// serious or critical axe-core violation and lists them (rule, impact, help, offending elements).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

const BLOCKING = new Set(['serious', 'critical']);

export interface AccessibleOptions {
  /**
   * CSS selectors left out of the scan: only third-party widgets whose markup we do not control,
   * each with a comment at the call site saying which rule misfires and why.
   */
  exclude?: string[];
}

export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map(({ id, impact, help, helpUrl, nodes }) => {
      const targets = nodes.map(
        (node) => `    - ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join('; ').trim()}`,
      );
      return [`  ${id} (${impact}): ${help} <${helpUrl}>`, ...targets].join('\n');
    })
    .join('\n');
}

export async function expectAccessible(page: Page, { exclude = [] }: AccessibleOptions = {}) {
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter(({ impact }) => impact && BLOCKING.has(impact));
  expect(
    blocking,
    `serious or critical accessibility violations on ${page.url()}:\n${describeViolations(blocking)}`,
  ).toEqual([]);
}
