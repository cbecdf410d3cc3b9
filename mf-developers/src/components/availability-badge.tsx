import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';

const AVAILABILITY: Record<string, { label: string; dot: (theme: Theme) => string }> = {
  available: { label: 'Available', dot: (theme) => (theme.vars ?? theme).palette.success.main },
  busy: { label: 'Busy', dot: (theme) => (theme.vars ?? theme).palette.warning.main },
  unavailable: { label: 'Unavailable', dot: (theme) => (theme.vars ?? theme).palette.text.disabled },
};

function describe(availability: string) {
  return (
    AVAILABILITY[availability] ?? {
      label: availability.charAt(0).toUpperCase() + availability.slice(1),
      dot: (theme: Theme) => (theme.vars ?? theme).palette.text.disabled,
    }
  );
}

/** A developer's availability: the word in body text (contrast in both themes) and a coloured dot. */
export function AvailabilityBadge({ availability }: { availability: string }) {
  const { label, dot } = describe(availability);
  return (
    <Typography
      component="span"
      variant="body2"
      data-testid="availability"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={(theme) => ({
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: dot(theme),
          boxShadow: `0 0 0 3px ${(theme.vars ?? theme).palette.action.hover}`,
        })}
      />
      {label}
    </Typography>
  );
}
