// Why a new company's invitations wait, in the words the dashboard shows wherever they do.
const WHY = 'A moderator checks the name of every new company before it appears in emails, so that no one can send invitations under a misleading name.';
const THEN = 'emailed, naming your company, as soon as the name is approved, and each link then works for 30 days. Held invitations count towards your plan.';

/** Under a batch that has held rows. */
export const HELD_EXPLAINED = `Held: ${WHY} Your invitations are ${THEN}`;
/** Above the form, while the company's name waits. */
export const NAME_WAITING = `Your company name is waiting for a moderator’s check. ${WHY} Invitations you send now are held and ${THEN}`;
