import { Box, Typography } from '@mui/material';
import { SkillBadge } from '@site/platform';

interface SkillListProps {
  /** What the list holds, for screen readers: 'Skills', 'Technologies'. */
  label: string;
  skills: readonly string[];
  /** Shows this many badges at most, and says how many more there are. */
  limit?: number;
}

/** Skills as a list of coloured badges. */
export function SkillList({ label, skills, limit = Number.POSITIVE_INFINITY }: SkillListProps) {
  const shown = skills.slice(0, limit);
  const hidden = skills.length - shown.length;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}
    >
      {shown.map((skill) => (
        <li key={skill}>
          <SkillBadge skill={skill} />
        </li>
      ))}
      {hidden > 0 ? (
        <Typography component="li" variant="caption" color="text.secondary">
          +{hidden} more
        </Typography>
      ) : null}
    </Box>
  );
}
