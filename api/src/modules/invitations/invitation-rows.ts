// The rows of an invitation batch, read and checked: one {email, name, reference?, orderDate?} or an uploaded CSV.
import { BadRequestException } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { parse } from 'csv-parse/sync';
import { pastDayProblem } from '../../common/validation/past-day.js';
import { nameProblem } from '../../common/validation/plain-name.js';
import { PRINTABLE } from '../auth/index.js';
import { CSV_MAX_ROWS, INVITE_NAME_MAX, INVITE_REFERENCE_MAX, ORDER_DATE_LABEL } from './dto/invitations.dto.js';

export interface Candidate {
  row: number;
  email: string;
  name: string;
  reference: string | null;
  /** The order's day, YYYY-MM-DD, as given (checked by checkRow). */
  orderDate: string | null;
}

export type Checked = (Candidate & { problem?: undefined }) | (Candidate & { problem: string });

/** Parses the uploaded CSV: a header row naming email and name (reference and order_date optional), then the rows. */
export function parseCsv(text: string): Checked[] {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true, bom: true });
  } catch (e) {
    throw new BadRequestException(`The CSV could not be read: ${(e as Error).message}`);
  }
  if (records.length === 0) throw new BadRequestException('The CSV is empty.');
  const header = records[0].map((h) => h.toLowerCase());
  const at = { email: header.indexOf('email'), name: header.indexOf('name'), reference: header.indexOf('reference'), orderDate: header.indexOf('order_date') };
  if (at.email < 0 || at.name < 0) throw new BadRequestException('The CSV needs a header row with the columns email and name (reference and order_date are optional).');
  const data = records.slice(1);
  if (data.length === 0) throw new BadRequestException('The CSV has a header but no rows.');
  if (data.length > CSV_MAX_ROWS) throw new BadRequestException(`A CSV can have at most ${CSV_MAX_ROWS.toLocaleString('en')} rows; this one has ${data.length.toLocaleString('en')}.`);
  return data.map((cells, i) =>
    checkRow({
      row: i + 2, // line numbers as a spreadsheet shows them, header on line 1
      email: (cells[at.email] ?? '').toLowerCase(),
      name: cells[at.name] ?? '',
      reference: at.reference >= 0 && cells[at.reference] ? cells[at.reference] : null,
      orderDate: at.orderDate >= 0 && cells[at.orderDate] ? cells[at.orderDate] : null,
    }),
  );
}

export function checkRow(c: Candidate): Checked {
  const email = c.email.trim().toLowerCase();
  const name = c.name.trim();
  const reference = c.reference?.trim() || null;
  const orderDate = c.orderDate?.trim() || null;
  const r = { ...c, email, name, reference, orderDate };
  if (!email || email.length > 254 || !safeIsEmail(email)) return { ...r, problem: 'Not a valid email address' };
  if (!name) return { ...r, problem: 'The name is missing' };
  if (name.length > INVITE_NAME_MAX || !PRINTABLE.test(name)) return { ...r, problem: `The name must be one line of at most ${INVITE_NAME_MAX} characters` };
  const nameIssue = nameProblem('The name', name);
  if (nameIssue) return { ...r, problem: nameIssue.replace(/\.$/, '') };
  if (reference && (reference.length > INVITE_REFERENCE_MAX || !PRINTABLE.test(reference))) {
    return { ...r, problem: `The reference must be one line of at most ${INVITE_REFERENCE_MAX} characters` };
  }
  const orderDateIssue = orderDate === null ? null : pastDayProblem(ORDER_DATE_LABEL, orderDate);
  if (orderDateIssue) return { ...r, problem: orderDateIssue };
  return r;
}

function safeIsEmail(value: string): boolean {
  try {
    return isEmail(value);
  } catch {
    return false;
  }
}
