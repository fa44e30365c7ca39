import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 } });

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Open menu/i }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' }).or(page.getByRole('navigation', { name: 'Menu' })).first();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(drawer).toBeHidden();
  // Nothing overflows sideways at phone width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
