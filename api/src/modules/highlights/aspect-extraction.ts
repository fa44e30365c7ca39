// What a review says about what: the aspects it mentions (nouns and noun compounds, lemmatised)
// with the polarity of the words around each, found by wink-nlp and its English model, both npm
// packages that run in process and load nothing at run time.
import winkNLP, { type ItemCustomEntity, type ItemSentence, type ItemToken, type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { CONTRASTS, isStopAspect, NOISE_WORDS, nameWords, OPINION_PHRASES, PARTICLES } from './aspect-words.js';
import type { ReadableReview, ReviewMentions } from './highlights.repository.js';

export type Polarity = 1 | 0 | -1;

/** One aspect a review mentions, once per review, with the sentence that says the most about it. */
export interface AspectMention {
  aspect: string;
  polarity: Polarity;
  sentence: string;
  /** How far that sentence's clause leans the polarity's way, 0 to 1 (0 when neutral): quotes prefer the strongest. */
  strength: number;
}

/** The longest sentence kept as a quote; longer ones are cut at a word and end with "…". */
export const MAX_SENTENCE_LENGTH = 300;
/**
 * The longest run of characters without a space that is read; a longer one (a link, a code, a key
 * held down, words joined by hyphens) is no word a reader quotes and is left out. Wink's tokenizer
 * tries its e-mail pattern from every character of a run to its end, so a run costs the square of
 * its length: "Parcel-" repeated to 5,000 characters took a tenth of a second, to 15,000 a second.
 */
export const MAX_RUN_LENGTH = 64;
/** Sentences read of each text (title, content): an ordinary review of 5,000 characters has about fifty. */
export const MAX_SENTENCES = 100;
const LONG_RUN = new RegExp(`\\S{${MAX_RUN_LENGTH + 1},}`, 'g');
/** The longest aspect: three words, of at most 30 letters each. */
const MAX_ASPECT_WORDS = 3;
const MAX_WORD_LENGTH = 30;
/** A clause whose sentiment score is within this of zero says nothing either way. */
const NEUTRAL_BAND = 0.1;
/** What an opinion phrase adds to its clause's score, its way: more than a mild word ("promised") weighs. */
const PHRASE_WEIGHT = 0.5;
/** What starts a clause after "and": a new subject ("and the parcel", "and they"). */
const CLAUSE_STARTS: ReadonlySet<string> = new Set(['DET', 'PRON', 'PROPN']);
/** A sentence that starts with one of these starts with a clause that ends at its first comma. */
const LEADING_CLAUSES: ReadonlySet<string> = new Set(['when', 'if', 'after', 'before', 'while', 'since', 'because', 'once', 'until', 'as']);
/** What may follow the particle of a phrasal noun: the particle takes no object ("the parcel in the hallway" has one). */
const AFTER_PARTICLE: ReadonlySet<string> = new Set(['PUNCT', 'AUX', 'VERB', 'CCONJ', 'SCONJ']);
/** The words between a verb and its object ("turned the music down": the particle is the verb's). */
const NOUN_PHRASE: ReadonlySet<string> = new Set(['DET', 'ADJ', 'NUM', 'PRON', 'NOUN', 'PROPN', 'ADV']);

const nlp = winkNLP(model, ['sbd', 'negation', 'sentiment', 'pos', 'cer']);
const its = nlp.its;
nlp.learnCustomEntities(Object.entries(OPINION_PHRASES).map(([name, patterns]) => ({ name, patterns: [...patterns] })));
// The typings of its.lemma do not fit out()'s (a known slip of wink-nlp's types); the call is the documented one.
const lemmaOf = its.lemma as unknown as ItsFunction<string>;

interface Word {
  text: string;
  pos: string;
  lemma: string;
  letters: boolean;
  titleCase: boolean;
  space: string;
  /** Part of an opinion phrase ("fell well short"): read by no lexicon, part of no aspect. */
  inPhrase: boolean;
  /** At a phrase's first word, the way the phrase leans (-1 or 1); 0 elsewhere. */
  phraseLean: number;
}

/**
 * The aspects of a review's title and text, each at most once: its polarity is that of the
 * review's clauses about it taken together (their scores summed), and its sentence the one whose
 * clause leans furthest that way (the first among equals). Words of the company's own name are
 * never an aspect. Of each text, runs longer than MAX_RUN_LENGTH are left out and the first
 * MAX_SENTENCES sentences read. Past `deadline` (performance.now()'s clock), checked before each
 * sentence, it stops with OverBudget.
 */
export function extractMentions(texts: readonly string[], companyName: string, deadline = Infinity): AspectMention[] {
  const excluded = nameWords(companyName);
  const found = new Map<string, { score: number; sentence: string }[]>();
  for (const text of texts) {
    const sentences = nlp.readDoc(text.replace(LONG_RUN, ' ')).sentences();
    for (let k = 0; k < Math.min(sentences.length(), MAX_SENTENCES); k++) {
      if (performance.now() >= deadline) throw new OverBudget();
      for (const { aspect, score, sentence: quote } of sentenceMentions(sentences.itemAt(k), excluded)) {
        const seen = found.get(aspect);
        if (seen) seen.push({ score, sentence: quote });
        else found.set(aspect, [{ score, sentence: quote }]);
      }
    }
  }
  return [...found].map(([aspect, said]) => {
    const polarity = polarityOf(said.reduce((sum, s) => sum + s.score, 0));
    // The quote: the clause that leans furthest the way the review does on the aspect.
    const best = said.reduce((a, b) => (polarity * b.score > polarity * a.score ? b : a));
    return { aspect, polarity, sentence: best.sentence, strength: polarity === 0 ? 0 : Math.round(1000 * polarity * best.score) / 1000 };
  });
}

/** Reading a review took longer than its budget. */
export class OverBudget extends Error {
  constructor() {
    super('Reading the review took longer than its budget.');
  }
}

/** A review's aspects, from its title and text, as the highlights keep them (no time budget: the seed and tests read so). */
export function readReview<R extends ReadableReview>(review: R): ReviewMentions<R> {
  return { review, mentions: extractMentions([review.title, review.content], review.companyName) };
}

/** What reading a review within a budget gives: its aspects, or none and `overBudget` when it took longer. */
export interface ReviewReading {
  mentions: AspectMention[];
  overBudget: boolean;
}

/** The words of a review that its aspects are read from. */
export type ReviewWords = Pick<ReadableReview, 'title' | 'content' | 'companyName'>;

/** Reads a review's aspects, giving up once reading has taken `budgetMs` (the highlights then keep it with none). */
export function readWithin(review: ReviewWords, budgetMs: number): ReviewReading {
  try {
    return { mentions: extractMentions([review.title, review.content], review.companyName, performance.now() + budgetMs), overBudget: false };
  } catch (e) {
    if (e instanceof OverBudget) return { mentions: [], overBudget: true };
    throw e;
  }
}

function polarityOf(score: number): Polarity {
  return score > NEUTRAL_BAND ? 1 : score < -NEUTRAL_BAND ? -1 : 0;
}

/** The aspects of one sentence with the sentiment score of the clause each is in. */
function sentenceMentions(sentence: ItemSentence, excluded: ReadonlySet<string>): { aspect: string; score: number; sentence: string }[] {
  const words = wordsOf(sentence);
  const quote = boundedSentence(sentence.out());
  const out: { aspect: string; score: number; sentence: string }[] = [];
  for (const clause of clauses(words)) {
    const aspects = aspectsOf(words, clause, excluded);
    if (aspects.length === 0) continue;
    const score = clauseScore(sentence, words, clause, aspects);
    for (const { aspect } of aspects) out.push({ aspect, score, sentence: quote });
  }
  return out;
}

/**
 * The sentence's words, its opinion phrases marked, its phrasal nouns joined; a sentence-initial or
 * title-cased common noun the model took for a name is read again in lower case.
 */
function wordsOf(sentence: ItemSentence): Word[] {
  const words: Word[] = [];
  sentence.tokens().each((t: ItemToken) => {
    const text = t.out();
    words.push({
      text,
      pos: t.out(its.pos) as string,
      lemma: baseForm(text, t.out(lemmaOf)),
      letters: /^[\p{L}][\p{L}'’-]*$/u.test(text),
      titleCase: t.out(its.case) === 'titleCase',
      space: t.out(its.precedingSpaces) as string,
      inPhrase: false,
      phraseLean: 0,
    });
  });
  const [start] = sentence.out(its.span) as number[];
  sentence.customEntities().each((phrase: ItemCustomEntity) => {
    const [from, to] = phrase.out(its.span) as number[];
    if (from < start || to - start >= words.length) return; // across a sentence break: not a phrase
    const negated = phrase.tokens().itemAt(0).out(its.negationFlag) as boolean;
    for (let i = from; i <= to; i++) words[i - start].inPhrase = true;
    words[from - start].phraseLean = (phrase.out(its.type) === 'positive' ? 1 : -1) * (negated ? -1 : 1);
  });
  const first = words.findIndex((w) => w.letters);
  const titled = words.filter((w) => w.letters).every((w) => w.titleCase);
  if (first >= 0 && words[first].pos === 'PROPN' && (words[first].titleCase || titled)) relabel(words, titled);
  return joinPhrasalNouns(words);
}

/**
 * A verb and its particle used as a noun ("a let down", "the set up", "the check-in desk") are
 * one word, "let-down": the tagger reads the verb as a noun there (it is one), and alone it would
 * be an aspect that says nothing. Hyphenated, always; apart, when the particle takes no object of
 * its own and no verb before the noun takes it ("they turned the music down").
 */
function joinPhrasalNouns(words: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const [w, next, after] = [words[i], words[i + 1], words[i + 2]];
    // A word that says nothing stays apart: "a day out" is about nothing more than "a day".
    const noun = w.pos === 'NOUN' && w.letters && !w.inPhrase && !NOISE_WORDS.has(w.lemma);
    const hyphened = noun && next?.text === '-' && next.space === '' && after?.space === '' && after.letters && ['ADP', 'ADV', 'PART'].includes(after.pos);
    const apart =
      noun && !hyphened && next !== undefined && PARTICLES.has(next.lemma) && next.space !== '' && !next.inPhrase && (after === undefined || AFTER_PARTICLE.has(after.pos)) && !verbBefore(out);
    if (!hyphened && !apart) {
      out.push(w);
      continue;
    }
    const particle = hyphened ? after : next;
    out.push({ ...w, text: `${w.text}-${particle.text}`, lemma: `${w.lemma}-${particle.lemma}` });
    i += hyphened ? 2 : 1;
  }
  return out;
}

/** Whether the noun phrase that ends the words is a verb's object. */
function verbBefore(words: Word[]): boolean {
  for (let i = words.length - 1; i >= 0; i--) if (!NOUN_PHRASE.has(words[i].pos)) return words[i].pos === 'VERB';
  return false;
}

/**
 * Reads the sentence again with its capitals taken off (the first word's, or every word's in a
 * Title Case title) and takes the new tags of the words the model first called names, unless the
 * lower-case word is unknown to it: "Delivery was quick" is about delivery, "Sarah was quick" is not.
 */
function relabel(words: Word[], everyWord: boolean): void {
  let lowered = '';
  let firstDone = false;
  for (const w of words) {
    const lower = w.letters && w.titleCase && (everyWord || !firstDone) ? w.text.toLowerCase() : w.text;
    if (w.letters) firstDone = true;
    lowered += w.space + lower;
  }
  const doc = nlp.readDoc(lowered);
  const again = doc.tokens();
  if (again.length() !== words.length) return;
  words.forEach((w, i) => {
    if (w.pos !== 'PROPN' || !w.titleCase) return;
    const token = again.itemAt(i);
    if (doc.isOOV(token.out())) return;
    w.pos = token.out(its.pos) as string;
    w.lemma = baseForm(w.text, token.out(lemmaOf));
  });
}

/**
 * The word's lemma in lower case when it is a plural or inflection brought back ("prices" to
 * "price"), the word itself when the model's lemma is another, longer word ("app" to "application"):
 * an aspect reads as the reviewers wrote it.
 */
function baseForm(text: string, lemma: string): string {
  const lower = lemma.toLowerCase();
  return lower.length <= text.length ? lower : text.toLowerCase();
}

type Span = { from: number; to: number };

/**
 * The sentence split where it turns ("fast, but expensive"), where "and" starts a clause of its
 * own ("no fees and a decent rate") and after a leading clause ("when something went wrong, the
 * team fixed it"), so each side keeps its own polarity and a negation stays on its side.
 */
function clauses(words: Word[]): Span[] {
  const spans: Span[] = [];
  let from = 0;
  const leading = LEADING_CLAUSES.has(words.find((w) => w.letters)?.lemma ?? '');
  const firstComma = leading ? words.findIndex((w) => w.text === ',') : -1;
  words.forEach((w, i) => {
    const joinsClause = (w.lemma === 'and' || w.lemma === 'or') && CLAUSE_STARTS.has(words[i + 1]?.pos ?? '');
    if (i > from && (CONTRASTS.has(w.lemma) || joinsClause || w.text === ';' || i === firstComma)) {
      spans.push({ from, to: i });
      from = i;
    }
  });
  spans.push({ from, to: words.length });
  return spans;
}

/** Runs of nouns, split at words that say nothing, trimmed to the last three words. */
function aspectsOf(words: Word[], clause: Span, excluded: ReadonlySet<string>): { aspect: string; from: number; to: number }[] {
  const out: { aspect: string; from: number; to: number }[] = [];
  let run: number[] = [];
  const close = () => {
    const kept = run.slice(-MAX_ASPECT_WORDS);
    run = [];
    if (kept.length === 0) return;
    const aspect = kept.map((i) => words[i].lemma).join(' ');
    if (!isStopAspect(aspect) && !out.some((a) => a.aspect === aspect)) out.push({ aspect, from: kept[0], to: kept[kept.length - 1] + 1 });
  };
  for (let i = clause.from; i < clause.to; i++) {
    const w = words[i];
    const noun = w.pos === 'NOUN' && w.letters && !w.inPhrase && w.lemma.length >= 3 && w.lemma.length <= MAX_WORD_LENGTH && !NOISE_WORDS.has(w.lemma) && !excluded.has(w.lemma) && !excluded.has(w.text.toLowerCase());
    if (noun) run.push(i);
    else close();
  }
  close();
  return out;
}

/**
 * The clause's sentiment score, -1 to 1, negation handled by the model. The aspects' own words do
 * not count: "support" is a positive word, yet "the support team never answered" says nothing
 * good. Nor do an opinion phrase's: the phrase adds PHRASE_WEIGHT its way instead. A sentence of
 * one clause whose aspects carry no sentiment and that holds no phrase keeps the model's score.
 */
function clauseScore(sentence: ItemSentence, words: Word[], clause: Span, aspects: { from: number; to: number }[]): number {
  const inAspect = (i: number) => aspects.some((a) => i >= a.from && i < a.to);
  const inClause = words.slice(clause.from, clause.to);
  const lean = inClause.reduce((sum, w) => sum + w.phraseLean, 0);
  const whole = clause.from === 0 && clause.to === words.length;
  if (whole && !inClause.some((w) => w.inPhrase) && !words.some((w, i) => inAspect(i) && carriesSentiment(w.text))) return sentence.out(its.sentiment) as number;
  let text = '';
  for (let i = clause.from; i < clause.to; i++) if (!words[i].inPhrase) text += (text === '' ? '' : words[i].space) + (inAspect(i) ? 'item' : words[i].text);
  const score = text === '' ? 0 : (nlp.readDoc(text).out(its.sentiment) as number);
  return Math.max(-1, Math.min(1, score + lean * PHRASE_WEIGHT));
}

/** Whether the model scores the word alone; remembered, the memory emptied when it holds 20,000 words. */
const sentimentWords = new Map<string, boolean>();
function carriesSentiment(word: string): boolean {
  const key = word.toLowerCase();
  let carries = sentimentWords.get(key);
  if (carries === undefined) {
    carries = nlp.readDoc(key).out(its.sentiment) !== 0;
    if (sentimentWords.size >= 20_000) sentimentWords.clear();
    sentimentWords.set(key, carries);
  }
  return carries;
}

/** The sentence as quoted: whitespace folded, at most MAX_SENTENCE_LENGTH characters, cut at a word. */
export function boundedSentence(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= MAX_SENTENCE_LENGTH) return plain;
  const cut = plain.slice(0, MAX_SENTENCE_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return (space > MAX_SENTENCE_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '') + '…';
}
