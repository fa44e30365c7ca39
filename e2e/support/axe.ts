// axe on a page as a visitor reads it: its reads answered, and no colour halfway through a
// transition or an animation (a hovered card, a control enabled once the sessions are known, a
// toast sliding in or a page switched to dark mode fades to its colours, and axe reading it
// meanwhile measures the fade's contrast, not the page's). Endless animations (spinners) are left.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const STILL = '*, *::before, *::after { transition: none !important; animation-play-state: paused !important; }';

/** The page's serious and critical axe violations (within `include`, a selector, when given), each with its first nodes and why they fail. */
export async function seriousViolations(page: Page, include?: string): Promise<{ id: string; nodes: string[] }[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // And none may start while axe reads: a toast that begins to fade out after the wait above (its
  // time is up) would be measured half transparent. Without transitions it is at its end at once.
  // A constructed sheet, not a <style> element: a page under a strict CSP (the widget's host page)
  // refuses inline style, but not a sheet the test's script adopts. Kept on the window to be dropped after.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    (window as unknown as { axeStill: CSSStyleSheet }).axeStill = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, STILL);
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (include ? builder.include(include) : builder).analyze().finally(() =>
    page.evaluate(() => {
      const { axeStill } = window as unknown as { axeStill: CSSStyleSheet };
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== axeStill);
    }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`) }));
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}
