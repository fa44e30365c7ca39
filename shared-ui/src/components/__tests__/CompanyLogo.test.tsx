import { fireEvent, render, screen } from '@testing-library/react';
import { CompanyLogo } from '../CompanyLogo';

describe('CompanyLogo', () => {
  test('shows the logo with alt text, relative URLs included', () => {
    render(<CompanyLogo name="Northwind" logoUrl="/api/logos/northwind.png" />);
    const img = screen.getByRole('img', { name: 'Northwind logo' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/api/logos/northwind.png');
    expect(screen.queryByTestId('BusinessIcon')).not.toBeInTheDocument();
  });

  test('a broken image is hidden and replaced by a building icon', () => {
    render(<CompanyLogo name="Northwind" logoUrl="/api/logos/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Northwind logo' }));
    expect(document.querySelector('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('BusinessIcon')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Northwind logo' }).tagName).toBe('DIV');
  });

  test.each([[null], [undefined], ['']])('no logo URL (%p) shows the building icon', (logoUrl) => {
    render(<CompanyLogo name="Northwind" logoUrl={logoUrl} />);
    expect(document.querySelector('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('BusinessIcon')).toBeInTheDocument();
  });

  test('a new URL gets its own chance after a failure', () => {
    const { rerender } = render(<CompanyLogo name="Northwind" logoUrl="/api/logos/old.png" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<CompanyLogo name="Northwind" logoUrl="/api/logos/new.png" />);
    expect(document.querySelector('img')).toHaveAttribute('src', '/api/logos/new.png');
  });

  test('a decorative logo has empty alt text', () => {
    render(<CompanyLogo name="Northwind" logoUrl="/api/logos/northwind.png" decorative />);
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
  });
});
