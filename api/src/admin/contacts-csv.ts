import type { Contact } from '@site/contracts';

/** The columns of the export, in order: header -> value of a lead. */
const COLUMNS: ReadonlyArray<[string, (contact: Contact) => string]> = [
  ['id', (contact) => contact.id],
  ['createdAt', (contact) => contact.createdAt],
  ['status', (contact) => contact.status],
  ['fullName', (contact) => contact.fullName],
  ['email', (contact) => contact.email],
  ['company', (contact) => contact.company ?? ''],
  ['serviceNeeded', (contact) => contact.serviceNeeded],
  ['projectDescription', (contact) => contact.projectDescription],
  ['newsletter', (contact) => String(contact.newsletter)],
  // A demo booking's details; empty for a contact-form lead.
  ['jobTitle', (contact) => contact.jobTitle ?? ''],
  ['phone', (contact) => contact.phone ?? ''],
  ['preferredDate', (contact) => contact.preferredDate ?? ''],
  ['preferredTime', (contact) => contact.preferredTime ?? ''],
  ['attendees', (contact) => (contact.attendees === null ? '' : String(contact.attendees))],
];

/** Excel reads the file as UTF-8 only when it starts with a byte order mark. */
const UTF8_BOM = '\uFEFF';
const LINE_END = '\r\n';

/** Characters that make a spreadsheet read a cell as a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180 CSV of the leads, one header line first. Anything a visitor typed could be a formula
 * (`=HYPERLINK(...)`) that a spreadsheet would run: such cells get a leading `'`, which makes them text.
 */
export function contactsToCsv(contacts: readonly Contact[]): string {
  const lines = [
    COLUMNS.map(([header]) => header),
    ...contacts.map((contact) => COLUMNS.map(([, value]) => value(contact))),
  ];
  return UTF8_BOM + lines.map((cells) => cells.map(csvCell).join(',')).join(LINE_END) + LINE_END;
}

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
