/** Business constants of spec section 9, each named for its meaning. */

export const NAV_SCROLLED_THRESHOLD_PX = 50;

export const DEVELOPER_DESCRIPTION_LIMIT = 120;
export const DEVELOPER_CARD_SKILL_LIMIT = 4;
export const DEVELOPER_DIRECTORY_PLACEHOLDERS = 6;

export const HOME_SKELETON_COUNTS = {
  developers: 3,
  services: 4,
  projects: 3,
  testimonials: 2,
} as const;

/** Static figures every developer profile shows (spec section 2). */
export const PROFILE_RESPONSE_TIME = '2-4 hours';
export const PROFILE_PROJECTS_COMPLETED = '25+';

export const CONTACT_RESPONSE_PROMISE_HOURS = 24;
export const DEMO_LENGTH_TEXT = '45-60 minutes';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_FOCUS_HOTKEY = 'F8';
export const TOAST_MAX_WIDTH_PX = 420;

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME = 'dark' as const;
export type ThemeMode = 'dark' | 'light';

export const STAR_COUNT = 5;
export const APPS_PAGE_RATING = 5.0;

export const GUIDE_READ_TIME_MIN = 12;
export const GUIDE_READ_TIME_MAX = 25;
export const RISK_MATRIX_SIZES = [5, 3] as const;

/** Prices in pounds, excluding Microsoft licensing and taxes. */
export const PRICES_GBP = {
  riskRegisterDataverse: 3_500,
  riskRegisterSharePoint: 2_500,
  complianceDocsDataverse: 3_000,
  complianceDocsSharePoint: 2_000,
  installationDay: 500,
} as const;
export const PRICES_EXCLUDE_NOTE = 'Prices exclude Microsoft licensing and taxes.';
export const RISK_MANAGER_ADD_ONS = ['Control Library', 'Review Workflow', 'BI Heatmap Pack', 'Teams Alerts'] as const;

/** Limits the API enforces on a lead; not in the spec, chosen to fit any honest message. */
export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;
export const TEXT_LIMITS = {
  name: 120,
  email: 254,
  company: 160,
  serviceNeeded: 300,
  projectDescription: 5_000,
  honeypot: 500,
  /** The demo booking's extra details (sent besides the spec's fields, see contactRequestSchema). */
  jobTitle: 120,
  phone: 40,
} as const;

/** The most attendees a demo booking may name: a demo is a meeting, not a webinar. */
export const DEMO_ATTENDEES_MAX = 100;

/** The hidden field both lead forms carry to catch bots (see contactRequestSchema). */
export const HONEYPOT_FIELD = 'website';

export const CONSULTANCY_EMAIL = 'hello@powerai-consulting.co.uk';
export const CAREERS_EMAIL = 'careers@powerai-consulting.co.uk';
