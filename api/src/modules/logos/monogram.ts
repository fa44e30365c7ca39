// Generated monogram logos (rounded square, white initials), served by GET /api/logos/monogram.svg.
// The parameters live in the URL, so a company row stores a short link instead of an image,
// and the image renders the same offline, from any API instance, cached for a year.

// Dark enough for white initials to stay readable.
export const MONOGRAM_COLOURS = [
  '1f6feb', '0e7c66', 'b42318', '7a3fc0', 'c2410c', '0f766e', '1d4ed8', 'be185d',
  '4d7c0f', '9a3412', '0369a1', '6d28d9', '047857', 'a21caf', 'b45309', '334155',
] as const;
export const MONOGRAM_CORNERS = [12, 16, 32] as const;

export interface Monogram {
  initials: string;
  colour: string;
  corner: (typeof MONOGRAM_CORNERS)[number];
  accent: boolean;
}

const STARTS_WITH_LETTER = /^\p{L}/u;
/** One or two letters or digits: all a monogram may show (nothing that needs escaping). */
export const INITIALS_PATTERN = /^[\p{L}\p{N}]{1,2}$/u;

/** FNV-1a: a stable look per name without any randomness. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One or two initials from the words that start with a letter, skipping a leading "The". */
export function initialsOf(name: string): string {
  const words = name.split(' ').filter((w) => STARTS_WITH_LETTER.test(w));
  if (words.length > 2 && words[0] === 'The') words.shift();
  const letters = words.slice(0, 2).map((w) => String.fromCodePoint(w.codePointAt(0)!));
  return letters.length > 0 ? letters.join('').toUpperCase() : 'C';
}

export function monogramFor(name: string): Monogram {
  const hash = hashText(name);
  return {
    initials: initialsOf(name),
    colour: MONOGRAM_COLOURS[hash % MONOGRAM_COLOURS.length],
    corner: MONOGRAM_CORNERS[(hash >>> 4) % MONOGRAM_CORNERS.length],
    accent: (hash >>> 8) % 3 === 0,
  };
}

/** The site-relative URL of a company's generated logo. */
export function monogramUrl(name: string): string {
  const m = monogramFor(name);
  const q = new URLSearchParams({ i: m.initials, c: m.colour, r: String(m.corner), a: m.accent ? '1' : '0' });
  return `/api/logos/monogram.svg?${q.toString()}`;
}

export function renderMonogram(m: Monogram): string {
  const single = [...m.initials].length === 1;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<rect width="64" height="64" rx="${m.corner}" fill="#${m.colour}"/>` +
    (m.accent ? '<circle cx="54" cy="10" r="22" fill="#fff" fill-opacity=".14"/>' : '') +
    `<text x="32" y="${single ? 43 : 41}" font-family="Helvetica,Arial,sans-serif" font-size="${single ? 30 : 24}" ` +
    `font-weight="700" fill="#fff" text-anchor="middle">${m.initials}</text></svg>`
  );
}
