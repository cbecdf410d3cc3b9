import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { stylesForEachScheme } from '../theme/scheme-styles';
import { BADGE_PALETTE, skillColor } from './skill-colors';

/** The height of a small MUI chip, which the badge looks like. */
const BADGE_MIN_HEIGHT_PX = 24;

/**
 * A skill as a small coloured badge; the colour follows the skill's name. One element, drawn like
 * MUI's small chip (a chip is two, and nothing here is clickable): a directory card shows five.
 */
export function SkillBadge({ skill }: { skill: string }) {
  const color = skillColor(skill);
  return (
    <Box
      component="span"
      data-color={color}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        maxWidth: '100%',
        minHeight: BADGE_MIN_HEIGHT_PX,
        boxSizing: 'border-box',
        px: 1,
        py: '2px',
        borderRadius: '16px',
        fontSize: theme.typography.pxToRem(13),
        fontWeight: 600,
        lineHeight: 1.5,
        // Wraps on a narrow screen instead of being cut off with an ellipsis.
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        ...stylesForEachScheme(theme, (mode) => {
          const text = BADGE_PALETTE[color][mode];
          return { color: text, backgroundColor: alpha(text, 0.12), border: `1px solid ${alpha(text, 0.35)}` };
        }),
      })}
    >
      {skill}
    </Box>
  );
}
