import { widgetSnippet } from '../utils/widget-snippet';

describe('widget snippet', () => {
  it("builds the widget snippet with the fallback link, escaping the company's name", () => {
    const snippet = widgetSnippet('https://reviews.example', { id: 'abc', name: 'Tom & <Jerry>' }, 'carousel', 'dark');
    expect(snippet).toBe(
      '<div data-review-widget data-company-id="abc" data-template="carousel" data-theme="dark">\n' +
        '  <a href="https://reviews.example/companies/abc">Read reviews of Tom &amp; &lt;Jerry&gt; on TrustReviews</a>\n' +
        '</div>\n' +
        '<script src="https://reviews.example/widget.js" async></script>',
    );
  });
});
