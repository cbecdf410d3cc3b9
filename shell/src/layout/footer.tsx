import GitHubIcon from '@mui/icons-material/GitHub';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { Box, Container, Divider, Grid, IconButton, Stack, Typography } from '@mui/material';
import { CONSULTANCY_EMAIL } from '@site/contracts';
import { renderedWhenNear, SITE_NAME } from '@site/platform';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import { FooterLink } from './footer-link';
import { FOOTER_LEGAL_LINKS, FOOTER_QUICK_LINKS, FOOTER_SUPPORT_LINKS, SOCIAL_LINKS } from './footer-links';
import type { NavLink } from './nav-links';

const SOCIAL_ICONS: Record<(typeof SOCIAL_LINKS)[number]['label'], ReactNode> = {
  LinkedIn: <LinkedInIcon />,
  'X (Twitter)': <XIcon />,
  GitHub: <GitHubIcon />,
};

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={link.label}>
            <FooterLink link={link} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** Drawn as it nears the viewport; until then it holds the place of about the footer's height (phone, desktop). */
const DRAWN_WHEN_NEAR = renderedWhenNear({ xs: 715, md: 410 });

export function Footer() {
  return (
    <Box
      component="footer"
      style={DRAWN_WHEN_NEAR.style}
      sx={{
        borderTop: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        mt: 8,
        ...DRAWN_WHEN_NEAR.sx,
      }}
    >
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <BrandLogo />
            <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 380 }}>
              Enterprise AI and Microsoft Power Platform solutions: pre-built apps, certified developers and delivery
              you can measure.
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {CONSULTANCY_EMAIL}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              {SOCIAL_LINKS.map((social) => (
                <IconButton
                  key={social.label}
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${SITE_NAME} on ${social.label}`}
                >
                  {SOCIAL_ICONS[social.label]}
                </IconButton>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 3.5 }}>
            <LinkColumn title="Quick Links" links={FOOTER_QUICK_LINKS} />
          </Grid>
          <Grid size={{ xs: 6, md: 3.5 }}>
            <LinkColumn title="Support" links={FOOTER_SUPPORT_LINKS} />
          </Grid>
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            © 2024 {SITE_NAME}. All rights reserved. Powered by Microsoft Power Platform
          </Typography>
          <Stack direction="row" spacing={3}>
            {FOOTER_LEGAL_LINKS.map((link) => (
              <FooterLink key={link.label} link={link} />
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
