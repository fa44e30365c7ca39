// The words that say nothing about a company, and those that turn a sentence: the hand-kept part
// of the aspect extraction. Lemmas, lower case.

/**
 * Never part of an aspect: they split a run of nouns ("the company website" is about the
 * website). Words about the review itself, about time, vague quantities and people in general.
 */
export const NOISE_WORDS: ReadonlySet<string> = new Set([
  // the review and the company as such
  'company', 'business', 'firm', 'review', 'reviewer', 'rating', 'star', 'trustpilot', 'feedback', 'comment',
  // things in general
  'thing', 'stuff', 'lot', 'bit', 'way', 'kind', 'sort', 'type', 'one', 'ones', 'everything', 'nothing', 'anything', 'something',
  'someone', 'anyone', 'everyone', 'nobody', 'people', 'person', 'guy', 'folk', 'lady', 'man', 'woman', 'etc',
  // time
  'time', 'day', 'week', 'month', 'year', 'hour', 'minute', 'second', 'today', 'yesterday', 'tomorrow', 'morning', 'afternoon',
  'evening', 'night', 'weekend', 'moment', 'while', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
  'september', 'october', 'november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  // the reviewer's circle, occasions and words of politeness
  'friend', 'family', 'partner', 'mum', 'mom', 'dad', 'parent', 'brother', 'sister', 'wife', 'husband', 'son', 'daughter', 'kid',
  'child', 'grandparent', 'grandmother', 'grandfather', 'colleague', 'flatmate', 'roommate', 'neighbour', 'neighbor', 'boss',
  'birthday', 'christmas', 'holiday', 'occasion', 'wedding', 'anniversary', 'treat', 'thanks', 'thank', 'please', 'sir', 'madam',
]);

/**
 * Not an aspect alone, though fine inside one: "customer" says nothing, "customer service" does;
 * "experience" neither, "user experience" does. Also nouns that are verdicts, not subjects.
 */
const ALONE_WORDS: ReadonlySet<string> = new Set([
  'customer', 'client', 'user', 'experience', 'problem', 'issue', 'question', 'reason', 'fact', 'end', 'start',
  'part', 'side', 'point', 'job', 'word', 'place', 'money', 'penny', 'hassle', 'fuss', 'mistake', 'shambles', 'nightmare',
  'disaster', 'joke', 'waste', 'shame', 'pleasure', 'plus', 'downside', 'upside', 'catch', 'lesson', 'chance', 'try', 'expectation',
  'let-down', 'letdown', 'rip-off', 'mix-up', 'write-off', 'screw-up', 'cock-up',
  'standard', 'level', 'number', 'amount', 'detail', 'case', 'situation', 'stage', 'step', 'note', 'difference', 'idea', 'work',
  'answer', 'team', 'couple', 'notice', 'advice', 'recommendation', 'reading', 'budget', 'resort', 'competition', 'choice', 'option',
]);

/**
 * Opinion phrases the word lexicon misreads: "fell well short of what was promised" scores
 * positive for "well" and "promised", "never arrived" and "took forever" score nothing. As wink
 * custom-entity patterns (a word, "[a|b]" one of, "[|a]" optional, "[NUM]" any number word),
 * matched on the lower-case words. A clause holding one leans its way (the other way when the
 * phrase is negated: "never let me down"), its words read by no lexicon and part of no aspect.
 */
export const OPINION_PHRASES: Readonly<Record<'negative' | 'positive', readonly string[]>> = {
  negative: [
    '[fall|falls|fell|falling|fallen] [|well|far|way|so|very] short',
    '[let|lets|letting] [|me|us|him|her|them|you] down',
    'letdown',
    '[not|never] worth',
    '[take|takes|took|taking|taken] [forever|ages]',
    '[never|not] [answer|answered|answers|reply|replied|replies|respond|responded|arrive|arrived|arrives|come|came|comes]',
    'still waiting',
    'still [|has|have|had|is|are|was|were|does|did] not',
    'never [showed|turned|got|heard|called|rang] [up|back]',
    'nowhere near',
    '[give|gives|gave|given|giving] up on',
    '[close|next] to impossible',
    'nightmare',
    '[NUM] [hour|hours|day|days|week|weeks|month|months] late',
    '[a|an|few|several] [hour|day|days|week|weeks|month|months] late',
    '[arrive|arrives|arrived|came|come|comes|turned|turns] [|up] [|very|really|so] late',
  ],
  positive: ['top [|-] notch', 'spot on', 'no [complaint|complaints]', 'without [|any|a] [fuss|hassle|problem|problems]', 'no [fuss|hassle]'],
};

/** The particles that make a phrasal noun of the noun before them: "a let down", "the set up", "the check-in". */
export const PARTICLES: ReadonlySet<string> = new Set(['up', 'down', 'in', 'out', 'off', 'over']);

/** Words that turn a sentence: the clause after one is scored on its own ("quick, but pricey"). */
export const CONTRASTS: ReadonlySet<string> = new Set(['but', 'however', 'although', 'though', 'yet', 'whereas', 'except', 'unfortunately', 'sadly']);

export function isStopAspect(aspect: string): boolean {
  return ALONE_WORDS.has(aspect) || NOISE_WORDS.has(aspect);
}

/** The words of the company's name (lower case, three letters or more): never an aspect of its own page. */
export function nameWords(companyName: string): ReadonlySet<string> {
  return new Set(
    companyName
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3),
  );
}
