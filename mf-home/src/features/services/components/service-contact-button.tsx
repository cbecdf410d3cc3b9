import { useTheme } from '@mui/material/styles';
import { intentAbout } from '@site/contracts';
import { ContactButton, serviceColorOf } from '@site/platform';

export interface ServiceContactButtonProps {
  serviceName: string;
  /** The service's colour as the API gives it (`Service['color']`). */
  color: string;
}

/** 'Contact for Pricing': scrolls to the contact form with the service chosen and a first line written. */
export function ServiceContactButton({ serviceName, color }: ServiceContactButtonProps) {
  const theme = useTheme();
  const tint = serviceColorOf(theme, color);
  return (
    <ContactButton
      variant="outlined"
      fullWidth
      intent={intentAbout(serviceName, `I'd like pricing for ${serviceName}.`)}
      aria-label={`Contact for Pricing (${serviceName})`}
      sx={{
        color: tint,
        borderColor: theme.alpha(tint, 0.6),
        '&:hover': { borderColor: tint, backgroundColor: theme.alpha(tint, 0.08) },
      }}
    >
      Contact for Pricing
    </ContactButton>
  );
}
