import type { Company } from 'shared-ui';

/** The snippet to paste into any page: the widget's div with its fallback link, and the script. */
export function widgetSnippet(origin: string, company: Pick<Company, 'id' | 'name'>, template: string, theme: string): string {
  const name = company.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    `<div data-review-widget data-company-id="${company.id}" data-template="${template}" data-theme="${theme}">\n` +
    `  <a href="${origin}/companies/${company.id}">Read reviews of ${name} on TrustReviews</a>\n` +
    `</div>\n` +
    `<script src="${origin}/widget.js" async></script>`
  );
}
