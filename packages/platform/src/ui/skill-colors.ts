/** A badge colour per skill name (spec section 3); anything unlisted is cyan. */
export type BadgeColor = 'cyan' | 'purple' | 'green' | 'amber' | 'blue' | 'rose';

const SKILL_COLORS: Record<string, BadgeColor> = {
  'power apps': 'purple',
  'power automate': 'blue',
  'power bi': 'amber',
  'power pages': 'rose',
  dataverse: 'green',
  'azure openai': 'green',
  'ai builder': 'green',
  copilot: 'green',
  'copilot studio': 'green',
  'machine learning': 'green',
  azure: 'blue',
  sharepoint: 'blue',
  'dynamics 365': 'purple',
  dax: 'amber',
  sql: 'amber',
};

export function skillColor(skill: string): BadgeColor {
  return SKILL_COLORS[skill.trim().toLowerCase()] ?? 'cyan';
}

/** Text and tint per colour, for dark and light modes; each pair keeps AA contrast. */
export const BADGE_PALETTE: Record<BadgeColor, { dark: string; light: string }> = {
  cyan: { dark: '#67e8f9', light: '#155e75' },
  purple: { dark: '#d8b4fe', light: '#7e22ce' },
  green: { dark: '#86efac', light: '#166534' },
  amber: { dark: '#fcd34d', light: '#92400e' },
  blue: { dark: '#93c5fd', light: '#1d4ed8' },
  rose: { dark: '#fda4af', light: '#be123c' },
};
