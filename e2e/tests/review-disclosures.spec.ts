// The review form's disclosure questions, as a keyboard user meets them: a connected reviewer is
// told before sending and keeps what they wrote; an incentivised review is labelled on its card.
import { expect, test } from '@playwright/test';
import { createCompany, createUser } from '../support/api';
import { seriousViolations } from '../support/axe';
import { fillExperienceDate, signIn, toast } from '../support/ui';

for (const width of [390, 1280]) {
  test(`at ${width} px: the disclosure questions by keyboard, a connected reviewer kept from publishing with the text kept, an incentivised review labelled`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const company = await createCompany(await createUser({ verified: true }));
    const author = await createUser({ verified: true });
    await signIn(page, author.email, author.password);
    await page.goto(`/write-review/${company.id}`);

    await page.getByRole('radio', { name: '4 stars, Great' }).focus();
    await page.keyboard.press('Space');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const text = page.getByRole('textbox', { name: 'Your review', exact: true });
    await title.fill('Brilliant team');
    await text.fill('The engineer came the same day and explained every step of the repair.');
    await fillExperienceDate(page);

    const incentive = page.getByRole('radiogroup', { name: 'Did you receive anything for writing this review?' });
    const connection = page.getByRole('radiogroup', { name: `Are you connected to ${company.name}?` });
    await expect(incentive).toBeVisible();
    await expect(connection).toBeVisible();

    // Along the first group with the arrow keys, to the next group with Tab.
    await incentive.getByRole('radio', { name: 'No, nothing' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(incentive.getByRole('radio', { name: 'Yes, a gift' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(connection.getByRole('radio', { name: 'No, I am not connected to it' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(connection.getByRole('radio', { name: 'I work for it' })).toBeChecked();

    // Told at once, before sending; a submit sends nothing and loses nothing.
    const warning = page.getByRole('status').filter({ hasText: 'cannot review it, so this review cannot be published' });
    await expect(warning).toBeVisible();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/reviews') posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect(connection.getByRole('radio').first()).toBeFocused();
    expect(posts).toEqual([]);
    await expect(title).toHaveValue('Brilliant team');
    await expect(text).toHaveValue('The engineer came the same day and explained every step of the repair.');
    await expect(page.getByRole('radio', { name: '4 stars, Great' })).toBeChecked();
    await expect(incentive.getByRole('radio', { name: 'Yes, a gift' })).toBeChecked();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Not connected after all: the review publishes, labelled for the gift.
    await page.keyboard.press('Space');
    await expect(connection.getByRole('radio', { name: 'No, I am not connected to it' })).toBeChecked();
    await expect(warning).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect(toast(page).getByText('Review published')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/companies/${company.id}`));
    const card = page.getByRole('article').filter({ hasText: 'Brilliant team' });
    await expect(card.getByText('Received an incentive', { exact: true })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
