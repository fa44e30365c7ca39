// What a review says about what: the aspects it mentions (nouns and noun compounds, lemmatised)
// with the polarity of the words around each, found by wink-nlp and its English model, both npm
// packages that run in process and load nothing at run time.
import winkNLP, { type ItemSentence, type ItemToken, type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { CONTRASTS, isStopAspect, NOISE_WORDS, nameWords } from './aspect-words.js';
import type { ReadableReview, ReviewMentions } from './highlights.repository.js';

export type Polarity = 1 | 0 | -1;

/** One aspect a review mentions, once per review, with the sentence that says the most about it. */
export interface AspectMention {
  aspect: string;
  polarity: Polarity;
  sentence: string;
}

/** The longest sentence kept as a quote; longer ones are cut at a word and end with "…". */
export const MAX_SENTENCE_LENGTH = 300;
/** The longest aspect: three words, of at most 30 letters each. */
const MAX_ASPECT_WORDS = 3;
const MAX_WORD_LENGTH = 30;
/** A clause whose sentiment score is within this of zero says nothing either way. */
const NEUTRAL_BAND = 0.1;
/** What starts a clause after "and": a new subject ("and the parcel", "and they"). */
const CLAUSE_STARTS: ReadonlySet<string> = new Set(['DET', 'PRON', 'PROPN']);
/** A sentence that starts with one of these starts with a clause that ends at its first comma. */
const LEADING_CLAUSES: ReadonlySet<string> = new Set(['when', 'if', 'after', 'before', 'while', 'since', 'because', 'once', 'until', 'as']);

const nlp = winkNLP(model, ['sbd', 'negation', 'sentiment', 'pos']);
const its = nlp.its;
// The typings of its.lemma do not fit out()'s (a known slip of wink-nlp's types); the call is the documented one.
const lemmaOf = its.lemma as unknown as ItsFunction<string>;

interface Word {
  text: string;
  pos: string;
  lemma: string;
  letters: boolean;
  titleCase: boolean;
  space: string;
}

/**
 * The aspects of a review's title and text, each at most once: its polarity is that of the
 * review's clauses about it taken together (their scores summed), and its sentence the one whose
 * clause leans furthest that way (the first among equals). Words of the company's own name are
 * never an aspect.
 */
export function extractMentions(texts: readonly string[], companyName: string): AspectMention[] {
  const excluded = nameWords(companyName);
  const found = new Map<string, { score: number; sentence: string }[]>();
  for (const text of texts) {
    nlp.readDoc(text).sentences().each((sentence: ItemSentence) => {
      for (const { aspect, score, sentence: quote } of sentenceMentions(sentence, excluded)) {
        const seen = found.get(aspect);
        if (seen) seen.push({ score, sentence: quote });
        else found.set(aspect, [{ score, sentence: quote }]);
      }
    });
  }
  return [...found].map(([aspect, said]) => {
    const polarity = polarityOf(said.reduce((sum, s) => sum + s.score, 0));
    // The quote: the clause that leans furthest the way the review does on the aspect.
    const best = said.reduce((a, b) => (polarity * b.score > polarity * a.score ? b : a));
    return { aspect, polarity, sentence: best.sentence };
  });
}

/** A review's aspects, from its title and text, as the highlights keep them. */
export function readReview(review: ReadableReview): ReviewMentions {
  return { review, mentions: extractMentions([review.title, review.content], review.companyName) };
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

/** The sentence's tokens; a sentence-initial or title-cased common noun the model took for a name is read again in lower case. */
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
    });
  });
  const first = words.findIndex((w) => w.letters);
  const titled = words.filter((w) => w.letters).every((w) => w.titleCase);
  if (first >= 0 && words[first].pos === 'PROPN' && (words[first].titleCase || titled)) relabel(words, titled);
  return words;
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
    const noun = w.pos === 'NOUN' && w.letters && w.lemma.length >= 3 && w.lemma.length <= MAX_WORD_LENGTH && !NOISE_WORDS.has(w.lemma) && !excluded.has(w.lemma) && !excluded.has(w.text.toLowerCase());
    if (noun) run.push(i);
    else close();
  }
  close();
  return out;
}

/**
 * The clause's sentiment score, negation handled by the model. The aspects' own words do not
 * count: "support" is a positive word, yet "the support team never answered" says nothing good.
 * A sentence of one clause whose aspects carry no sentiment keeps the score the model gave it.
 */
function clauseScore(sentence: ItemSentence, words: Word[], clause: Span, aspects: { from: number; to: number }[]): number {
  const inAspect = (i: number) => aspects.some((a) => i >= a.from && i < a.to);
  const whole = clause.from === 0 && clause.to === words.length;
  if (whole && !words.some((w, i) => inAspect(i) && carriesSentiment(w.text))) return sentence.out(its.sentiment) as number;
  let text = '';
  for (let i = clause.from; i < clause.to; i++) text += (i === clause.from ? '' : words[i].space) + (inAspect(i) ? 'item' : words[i].text);
  return nlp.readDoc(text).out(its.sentiment) as number;
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
