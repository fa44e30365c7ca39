// Break opportunities for long words in narrow places (a category card is about 100 px wide on a
// 320 px phone): soft hyphens between syllables, so "Telecommunications" breaks as
// "Telecommu-nications", not as "Telecommunicatio|ns". Browsers hyphenate by themselves only
// where they ship a dictionary (not Chromium on Linux, nor every Android), hence our own.

/** Words shorter than this fit a card whole. */
const LONG_WORD = 9;
const SOFT_HYPHEN = '\u00ad';
const VOWEL = /[aeiouy]/i;
// Letter pairs that sound as one, never split: "Tech-nology", not "Tec-hnology".
const DIGRAPHS = new Set(['ch', 'ck', 'gh', 'ph', 'qu', 'sh', 'th', 'wh', 'wr']);

/**
 * Puts soft hyphens into each long word before a consonant that starts a syllable: between two
 * vowels' consonant and the next vowel ("Au-to-mo-tive"), or between two consonants with vowels
 * around them ("Enter-tain-ment"), never in a word's first or last three letters.
 */
export function softHyphenate(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    if (word.length < LONG_WORD) return word;
    let out = word.slice(0, 3);
    for (let i = 3; i < word.length; i++) {
      const [before2, before, here, next] = [word[i - 2], word[i - 1], word[i], word[i + 1] ?? ''];
      const startsSyllable =
        i <= word.length - 3 &&
        !VOWEL.test(here) &&
        VOWEL.test(next) &&
        !DIGRAPHS.has(`${before}${here}`.toLowerCase()) &&
        (VOWEL.test(before) || (!VOWEL.test(before) && VOWEL.test(before2)));
      out += (startsSyllable ? SOFT_HYPHEN : '') + here;
    }
    return out;
  });
}
