// The out-of-court dispute settlement bodies certified under DSA Art. 21 that our terms name. The
// API's complaint outcome mails name the same (api/src/modules/moderation/dsa.ts): change both.
export const DISPUTE_SETTLEMENT_BODIES: readonly { name: string; url: string }[] = [
  { name: 'Appeals Centre Europe (certified in Ireland)', url: 'https://www.appealscentre.eu' },
  { name: 'User Rights (certified in Germany)', url: 'https://www.user-rights.org' },
];
