import VerifiedIcon from '@mui/icons-material/Verified';
import { Grid, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { Developer } from '@site/contracts';
import { SkillList } from '../../../components/skill-list';

function PanelHeading({ children }: { children: string }) {
  return (
    <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

/** The Overview tab: what the developer does, every skill and every certification. */
export function OverviewPanel({ developer }: { developer: Developer }) {
  const certifications = developer.certifications ?? [];
  return (
    <Grid container spacing={{ xs: 4, md: 6 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <PanelHeading>About</PanelHeading>
        <Typography color="text.secondary" sx={{ mb: 4, lineHeight: 1.75 }}>
          {developer.description}
        </Typography>
        <PanelHeading>Skills</PanelHeading>
        <SkillList label="Skills" skills={developer.skills} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <PanelHeading>Certifications</PanelHeading>
        {certifications.length > 0 ? (
          <List disablePadding aria-label="Certifications">
            {certifications.map((certification) => (
              <ListItem key={certification} disableGutters alignItems="flex-start">
                <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                  <VerifiedIcon color="primary" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={certification} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">No certifications listed.</Typography>
        )}
      </Grid>
    </Grid>
  );
}
