// Refuses new passwords that are common or easy to guess, with zxcvbn's estimate of how many
// guesses a password takes: its list of passwords seen in breaches (@zxcvbn-ts/language-common,
// shipped in the package), with l33t spellings, keyboard walks, repeats, sequences, dates, and the
// person's own name and email.
import { BadRequestException, Injectable } from '@nestjs/common';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const GUESSABLE_PASSWORD =
  'This password is too common or too easy to guess. Please choose another one, for example a few unrelated words.';

/**
 * zxcvbn's score 2 means about a million guesses or more: below it are the top of every list of
 * leaked passwords ("password1", "Summer2024", "qwertyuiop") and simple patterns ("aaaaaaaa").
 */
const MIN_SCORE = 2;
/** The estimate grows with the length: past this many characters only the start is checked. */
const CHECKED_LENGTH = 64;
/** Words of this site that make a password easy to guess here. */
const SITE_WORDS = ['review', 'reviews', 'trustpilot', 'business'];

@Injectable()
export class PasswordPolicy {
  private zxcvbn?: ZxcvbnFactory;

  /** Whether the password is too common or easy to guess; `personal` are the person's name, email and the like. */
  isGuessable(password: string, personal: readonly string[] = []): boolean {
    this.zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
    const words = personal.flatMap((p) => [p, ...p.toLowerCase().split(/[^\p{L}\p{N}]+/u)]).filter((w) => w.length >= 3);
    return this.zxcvbn.check(password.slice(0, CHECKED_LENGTH), [...words, ...SITE_WORDS]).score < MIN_SCORE;
  }

  /** Throws 400 with a sentence a form shows when the password is too common or easy to guess. */
  assertNotGuessable(password: string, personal: readonly string[] = []): void {
    if (this.isGuessable(password, personal)) throw new BadRequestException(GUESSABLE_PASSWORD);
  }
}
