import { Box } from '@mui/material';
import { serviceColorName, serviceColorOf, serviceIcon } from '@site/platform';

interface ServiceIconBadgeProps {
  /** The service's stored icon name, e.g. 'fas fa-chart-bar'. */
  icon: string;
  /** The service's stored colour name: cyan, purple or green. */
  color: string;
  size?: number;
}

/** A service's icon on a tile tinted in the service's colour. Decorative: the service's name says what it is. */
export function ServiceIconBadge({ icon, color, size = 48 }: ServiceIconBadgeProps) {
  const { Icon, name: kind } = serviceIcon(icon);
  return (
    <Box
      aria-hidden
      data-testid="service-icon"
      data-icon={kind}
      data-color={serviceColorName(color)}
      sx={(theme) => {
        const accent = serviceColorOf(theme, color);
        return {
          flexShrink: 0,
          width: size,
          height: size,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 2,
          color: accent,
          backgroundColor: theme.alpha(accent, 0.14),
          border: `1px solid ${theme.alpha(accent, 0.35)}`,
        };
      }}
    >
      <Icon sx={{ fontSize: size * 0.55 }} />
    </Box>
  );
}
