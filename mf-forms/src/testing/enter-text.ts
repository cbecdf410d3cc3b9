import type { UserEvent } from '@testing-library/user-event';

/** Puts text into a field the way a paste does, as one change: quicker than typing it key by key. */
export async function enterText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Matches a field's label exactly, with or without the asterisk MUI adds to a required field. */
export function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}
