// The countries offered on the add-business form (ISO 3166-1 alpha-2, stored as countryCode):
// the ones most companies here come from, not all 249.
export const COUNTRY_CODES = [
  'AE', 'AR', 'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'CL', 'CN', 'CO', 'CZ', 'DE', 'DK', 'EG', 'ES', 'FI', 'FR', 'GB', 'GR',
  'HK', 'HU', 'IE', 'IL', 'IN', 'ID', 'IT', 'JP', 'KE', 'KR', 'MX', 'MY', 'NG', 'NL', 'NO', 'NZ', 'PH', 'PL', 'PT', 'RO',
  'SA', 'SE', 'SG', 'TH', 'TR', 'UA', 'US', 'VN', 'ZA',
] as const;

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : undefined;

export function countryName(code: string): string {
  return regionNames?.of(code) ?? code;
}

/** The countries as options, sorted by their English name. */
export const COUNTRY_OPTIONS: ReadonlyArray<{ code: string; name: string }> = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort(
  (a, b) => a.name.localeCompare(b.name, 'en'),
);
