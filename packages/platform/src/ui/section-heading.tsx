import { Box, Typography } from '@mui/material';

interface SectionHeadingProps {
  title: string;
  subtitle?: string;
  /** The heading level; a page's own title is h1, its sections h2. */
  level?: 'h1' | 'h2';
}

export function SectionHeading({ title, subtitle, level = 'h2' }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 6 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant={level === 'h1' ? 'h3' : 'h4'} component={level} sx={{ mb: subtitle ? 1.5 : 0 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
