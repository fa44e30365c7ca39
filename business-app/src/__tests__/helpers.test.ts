import { formatDuration, monthlyCsv } from '../pages/analytics-page';
import { widgetSnippet } from '../pages/widget-generator-page';
import { withScheme } from 'shared-ui';

describe('business page helpers', () => {
  it('exports the monthly series as CSV, empty months with an empty average', () => {
    const csv = monthlyCsv({
      ratingByMonth: [
        { month: '2026-10', averageRating: 4.25, reviewCount: 4, repliedCount: 3 },
        { month: '2026-11', averageRating: null, reviewCount: 0, repliedCount: 0 },
      ],
    } as never);
    expect(csv).toBe('month,average_rating,review_count,replied_count\r\n2026-10,4.25,4,3\r\n2026-11,,0,0\r\n');
  });

  it('says reply times in the unit a person would', () => {
    expect(formatDuration(null)).toBe('no replies yet');
    expect(formatDuration(90)).toBe('2 min');
    expect(formatDuration(5 * 3600)).toBe('5 h');
    expect(formatDuration(3 * 86400)).toBe('3 days');
  });

  it("builds the widget snippet with the fallback link, escaping the company's name", () => {
    const snippet = widgetSnippet('https://reviews.example', { id: 'abc', name: 'Tom & <Jerry>' }, 'carousel', 'dark');
    expect(snippet).toBe(
      '<div data-review-widget data-company-id="abc" data-template="carousel" data-theme="dark">\n' +
        '  <a href="https://reviews.example/companies/abc">Read reviews of Tom &amp; &lt;Jerry&gt; on TrustReviews</a>\n' +
        '</div>\n' +
        '<script src="https://reviews.example/widget.js" async></script>',
    );
  });

  it('adds https:// to a website typed without a scheme', () => {
    expect(withScheme(' juniper.test ')).toBe('https://juniper.test');
    expect(withScheme('http://juniper.test')).toBe('http://juniper.test');
  });
});
