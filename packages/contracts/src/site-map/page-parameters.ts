import { asksForNewsletter, CONTACT_INTENT_PARAMS, contactIntentMessage, contactOptionFor } from '../contact-intent';
import {
  DEFAULT_DEVELOPER_SORT,
  DIRECTORY_FIRST_PAGE,
  DIRECTORY_PARAMS,
  directoryPageOf,
  isDeveloperSort,
} from '../developer-query';
import { isProfileTab, PROFILE_TAB_PARAMETER, PROFILE_TABS } from '../profile-tabs';

/**
 * A query parameter a page reads: its name in the address, and what a value means to the page.
 * `meaning` turns what a visitor typed into the value the page shows (undefined: the page shows
 * its default), so two addresses that show the same page are one page (page-address.ts).
 */
export interface PageParameter {
  name: string;
  /** The value the page shows when the address names none: never written in a page's address. */
  default?: string;
  meaning: (value: string) => string | undefined;
}

const trimmed = (value: string) => value.trim() || undefined;

/** The directory's view (mf-developers' directory-search-params.ts reads the same names). */
export const DIRECTORY_PAGE_PARAMETERS: readonly PageParameter[] = [
  { name: DIRECTORY_PARAMS.search, meaning: trimmed },
  { name: DIRECTORY_PARAMS.skill, meaning: trimmed },
  {
    name: DIRECTORY_PARAMS.sort,
    default: DEFAULT_DEVELOPER_SORT,
    meaning: (value) => (isDeveloperSort(value) ? value : undefined),
  },
  {
    name: DIRECTORY_PARAMS.page,
    default: String(DIRECTORY_FIRST_PAGE),
    meaning: (value) => String(directoryPageOf(value)),
  },
];

/** A developer profile's tab. */
export const PROFILE_PAGE_PARAMETERS: readonly PageParameter[] = [
  {
    name: PROFILE_TAB_PARAMETER,
    default: PROFILE_TABS[0],
    meaning: (value) => (isProfileTab(value) ? value : undefined),
  },
];

/** The contact form's deep link on the home page (contact-intent.ts reads them leniently, as these do). */
export const CONTACT_INTENT_PAGE_PARAMETERS: readonly PageParameter[] = [
  { name: CONTACT_INTENT_PARAMS.service, meaning: contactOptionFor },
  { name: CONTACT_INTENT_PARAMS.message, meaning: (value) => contactIntentMessage(value) || undefined },
  { name: CONTACT_INTENT_PARAMS.newsletter, meaning: (value) => (asksForNewsletter(value) ? '1' : undefined) },
];
