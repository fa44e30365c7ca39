import { validateCategory, validateCompany, validateCompanyName, validateWebsite } from '../utils/company-validation';
import { COUNTRY_OPTIONS } from '../utils/countries';

const CATEGORIES = ['Banking', 'Retail'];

describe('company rules', () => {
  it('needs a name of 2 to 120 characters', () => {
    expect(validateCompanyName(' ')).toBe('Company name is required');
    expect(validateCompanyName('A')).toBe('Company name must be between 2 and 120 characters');
    expect(validateCompanyName('AB')).toBeUndefined();
    expect(validateCompanyName('x'.repeat(121))).toBe('Company name must be between 2 and 120 characters');
  });

  it('needs one of the listed categories', () => {
    expect(validateCategory('', CATEGORIES)).toBe('Please choose a category');
    expect(validateCategory('Crypto', CATEGORIES)).toBe('Please choose one of the listed categories');
    expect(validateCategory('Retail', CATEGORIES)).toBeUndefined();
  });

  it.each(['acme.com', 'www.acme.co.uk', 'https://acme.com', 'http://shop.acme.com/en/'])('accepts the website %p', (site) => {
    expect(validateWebsite(site)).toBeUndefined();
  });

  it.each(['acme', 'ftp://acme.com', 'https://', 'acme .com', 'https://localhost'])('rejects the website %p', (site) => {
    expect(validateWebsite(site)).toBe('Please enter a valid website address');
  });

  it('checks the optional fields only when filled in', () => {
    const base = { name: 'Acme', category: 'Retail', website: 'acme.com', description: '', location: '', countryCode: '', logoUrl: '' };
    expect(validateCompany(base, CATEGORIES)).toEqual({});
    expect(
      validateCompany(
        { ...base, description: 'x'.repeat(2001), location: 'x'.repeat(121), countryCode: 'XX', logoUrl: 'http://acme.com/logo.png' },
        CATEGORIES,
      ),
    ).toEqual({
      description: 'Description must be at most 2000 characters',
      location: 'Location must be at most 120 characters',
      countryCode: 'Please choose a country from the list',
      logoUrl: 'Logo must be an https URL',
    });
  });

  it('lists countries by English name', () => {
    expect(COUNTRY_OPTIONS.find((c) => c.code === 'GB')?.name).toBe('United Kingdom');
    const names = COUNTRY_OPTIONS.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    expect(COUNTRY_OPTIONS.length).toBeGreaterThanOrEqual(40);
  });
});
