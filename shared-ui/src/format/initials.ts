// Avatar initials: at most 2 letters, 'U' when there is no name.

/** First letter (or digit) of a word, skipping leading punctuation such as "(" or "'". */
function firstLetter(word: string): string {
  return word.match(/[\p{L}\p{N}]/u)?.[0] ?? '';
}

/** First letters of the first and last words: "Jane Doe" → "JD", "jean-luc picard" → "JP", "Cher" → "C". */
export function initials(name?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).map(firstLetter).filter(Boolean);
  if (words.length === 0) return 'U';
  const letters = words.length === 1 ? words[0] : words[0] + words[words.length - 1];
  return letters.toLocaleUpperCase();
}
