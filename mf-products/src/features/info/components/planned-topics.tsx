import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';

interface PlannedTopicsProps {
  heading: string;
  items: readonly string[];
}

/** What a coming-soon page will hold once it is published. */
export function PlannedTopics({ heading, items }: PlannedTopicsProps) {
  return (
    <Paper component="section" aria-label={heading} variant="outlined" sx={{ mt: 6, p: { xs: 3, md: 4 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <List disablePadding>
        {items.map((item) => (
          <ListItem key={item} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5, color: 'primary.main' }}>
              <CheckCircleOutlinedIcon aria-hidden />
            </ListItemIcon>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
