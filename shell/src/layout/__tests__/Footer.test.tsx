import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '../Footer';
import { renderWithProviders } from 'shared-ui/test-support';

beforeEach(() => {
  globalThis.fetch = jest.fn() as unknown as typeof fetch;
});

describe('Footer', () => {
  it('has the four link groups with their paths', () => {
    renderWithProviders(<Footer />);
    const groups = {
      Company: ['/about', '/contact', '/careers', '/press', '/mobile-app'],
      'For Business': ['/business-plans', '/claim-profile', '/business/login', '/analytics'],
      Support: ['/help', '/guidelines', '/trust-safety', '/api'],
      Legal: ['/privacy', '/terms', '/cookies', '/disclaimer'],
    };
    for (const [heading, paths] of Object.entries(groups)) {
      const nav = screen.getByRole('navigation', { name: heading });
      expect(within(nav).getByRole('heading', { name: heading })).toBeInTheDocument();
      expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(paths);
    }
  });

  it('shows the tagline, contacts, badges and copyright', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(/most trusted review platform/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@trustreviews.example' })).toHaveAttribute('href', 'mailto:support@trustreviews.example');
    expect(screen.getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
    for (const badge of ['SSL Secured', 'Data Protected', 'Verified Reviews', 'Global Platform']) {
      expect(screen.getByText(badge)).toBeInTheDocument();
    }
    expect(screen.getByText('© 2025 TrustReviews. All rights reserved.')).toBeInTheDocument();
  });

  it('newsletter: a valid email is cleared on Subscribe without any call', async () => {
    renderWithProviders(<Footer />);
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();

    await userEvent.type(email, 'reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(email).toHaveValue('');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('newsletter: an invalid email is refused and explained inline', async () => {
    renderWithProviders(<Footer />);
    const email = screen.getByLabelText('Email address');

    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(email).toHaveValue('not-an-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
