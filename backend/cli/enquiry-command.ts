// The operator's side of the enquiries (`npm run enquiries`, ./enquiries.ts):
// `list [new|closed]` shows them oldest first, `show <ref>` one in full,
// `resume <ref> <file>` writes its résumé to a file, `close <ref>` closes it
// once answered. The team mail already carries all of it; this is the record.
import { writeFileSync } from 'node:fs';

import { ENQUIRY_REFERENCE } from '../../shared/enquiries';
import type { OperatorContext } from '../store/context';
import { enquiriesWith, findEnquiry } from '../store/enquiries/enquiries';
import type { EnquiryRow } from '../store/enquiries/rows';
import { staffCloseEnquiry } from '../store/staff/actions';
import type { Actor } from '../store/staff/rows';
import { operatorActor } from './staff-command';

const USAGE = 'Usage: npm run enquiries -- list [new|closed] | show <reference> | resume <reference> <file> | close <reference>';

const stamp = (time: number) => `${new Date(time).toISOString().slice(0, 16)}Z`;
const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** One line an enquiry: reference, kind, when, who, and the start of the message. */
export function enquiryLine(row: EnquiryRow): string {
  const who = [row.name, row.email, row.phone].filter(Boolean).join(', ');
  return [row.id, row.kind.padEnd(13), stamp(row.created_at), oneLine(who, 50), row.resume_name ? `[résumé ${row.resume_name}]` : '', oneLine(row.message, 60)]
    .filter(Boolean)
    .join('  ');
}

function reference(value: string | undefined): string {
  const ref = (value ?? '').trim().toUpperCase();
  if (!ENQUIRY_REFERENCE.test(ref)) throw new Error(`Not an enquiry reference: "${value ?? ''}" (they look like ENQ-0123456789)`);
  return ref;
}

async function existing(op: OperatorContext, ref: string): Promise<EnquiryRow> {
  const row = await findEnquiry(op.db, ref);
  if (!row) throw new Error(`No enquiry ${ref}`);
  return row;
}

/** Runs one command; what it prints goes to `out`. Exported for the tests. */
export async function runEnquiryCommand(op: OperatorContext, args: string[], out: (line: string) => void, now = Date.now(), actor: Actor = operatorActor()): Promise<void> {
  const [command, first, second] = args;
  if (command === 'list' && (first === undefined || first === 'new' || first === 'closed')) {
    const rows = await enquiriesWith(op.db, first ?? 'new');
    for (const row of rows) out(enquiryLine(row));
    out(rows.length === 0 ? `No ${first ?? 'new'} enquiries.` : `${String(rows.length)} ${first ?? 'new'}.`);
    return;
  }
  if (command === 'show' && first) {
    const row = await existing(op, reference(first));
    out(`${row.id} (${row.kind}, ${row.status}) sent ${stamp(row.created_at)} in ${row.language}`);
    out(`From: ${row.name || '—'}  Email: ${row.email || '—'}  Phone: ${row.phone || '—'}${row.order_id ? `  Order: ${row.order_id}` : ''}`);
    if (row.resume_name) out(`Résumé: ${row.resume_name} (npm run enquiries -- resume ${row.id} <file>)`);
    out('');
    out(row.message || '(no message)');
    return;
  }
  if (command === 'resume' && first && second) {
    const row = await existing(op, reference(first));
    if (!row.resume_base64) throw new Error(`${row.id} carries no résumé`);
    writeFileSync(second, Buffer.from(row.resume_base64, 'base64'), { flag: 'wx' });
    out(`Wrote ${row.resume_name ?? 'the résumé'} of ${row.id} to ${second}.`);
    return;
  }
  if (command === 'close' && first) {
    const ref = reference(first);
    await existing(op, ref);
    out((await staffCloseEnquiry(op, actor, ref, now)) ? `Enquiry ${ref} is closed.` : `Enquiry ${ref} was closed already.`);
    return;
  }
  throw new Error(USAGE);
}
