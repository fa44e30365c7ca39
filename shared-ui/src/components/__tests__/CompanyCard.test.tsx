import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/contract';
import { CompanyCard, reviewCountLabel, type CompanyCardData } from '../CompanyCard';

const company: CompanyCardData = {
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  name: 'Northwind Outfitters',
  category: 'Retail',
  logoUrl: '/api/logos/northwind.png',
  location: 'Portland, OR',
  averageRating: '4.3',
  totalReviews: 1234,
};

describe('CompanyCard', () => {
  test('links to the company page and shows its details', () => {
    render(
      <MemoryRouter>
        <CompanyCard company={company} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Northwind Outfitters/ });
    expect(link).toHaveAttribute('href', '/companies/cccccccc-cccc-4ccc-8ccc-cccccccccccc');
    expect(screen.getByRole('heading', { level: 3, name: 'Northwind Outfitters' })).toBeInTheDocument();
    expect(screen.getByText('Retail')).toBeInTheDocument();
    expect(screen.getByText('Portland, OR')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('1,234 reviews')).toBeInTheDocument();
    // The name is already in the link: the logo does not repeat it.
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
  });

  test("links, beside its score and outside the card's own link, to how reviews are verified", () => {
    render(
      <MemoryRouter>
        <CompanyCard company={company} />
      </MemoryRouter>,
    );
    const how = screen.getByRole('link', { name: 'How reviews are verified' });
    expect(how).toHaveAttribute('href', '/how-reviews-are-verified');
    expect(screen.getByRole('link', { name: /Northwind Outfitters/ })).not.toContainElement(how);
  });

  test('takes a heading level and leaves out a missing location', () => {
    render(
      <MemoryRouter>
        <CompanyCard company={{ ...company, location: null }} headingLevel="h2" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Northwind Outfitters' })).toBeInTheDocument();
    expect(screen.queryByText('Portland, OR')).not.toBeInTheDocument();
  });

  test('counts reviews in words', () => {
    expect(reviewCountLabel(0)).toBe('0 reviews');
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(2)).toBe('2 reviews');
  });
});
