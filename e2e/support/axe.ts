// axe on a page as a visitor reads it: its reads answered, and no colour halfway through a
// transition (a hovered card or a control enabled once the sessions are known fades to its colour,
// and axe reading it meanwhile measures the fade's contrast, not the page's).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's serious and critical axe violations, each with its first nodes and why they fail. */
export async function seriousViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'));
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`) }));
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}
