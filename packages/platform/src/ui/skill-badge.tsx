import { Chip } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { stylesForEachScheme } from '../theme/scheme-styles';
import { BADGE_PALETTE, skillColor } from './skill-colors';

/** A skill as a small coloured badge; the colour follows the skill's name. */
export function SkillBadge({ skill }: { skill: string }) {
  const color = skillColor(skill);
  return (
    <Chip
      label={skill}
      size="small"
      data-color={color}
      sx={(theme) => ({
        fontWeight: 600,
        ...stylesForEachScheme(theme, (mode) => {
          const text = BADGE_PALETTE[color][mode];
          return { color: text, backgroundColor: alpha(text, 0.12), border: `1px solid ${alpha(text, 0.35)}` };
        }),
      })}
    />
  );
}
