import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { formatGbp } from '@site/contracts';
import { ContactButton } from '@site/platform';
import type { Edition } from '../data/content-types';
import { quoteIntent } from '../utils/quote-intent';

/** A priced edition: name, price in pounds, what it is for and what it includes, and a quote request. */
export function EditionCard({ edition, product }: { edition: Edition; product: string }) {
  const { name, priceGbp, priceBasis, summary, includes, recommended = false } = edition;
  return (
    <Card
      component="article"
      aria-label={name}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: recommended ? 'primary.main' : 'divider',
        borderWidth: recommended ? 2 : 1,
      }}
    >
      <CardContent sx={{ p: 3, flex: 1 }}>
        {/* On a desktop every card keeps the badge's room, so the names and prices line up. */}
        <Box sx={{ minHeight: { md: 32 }, mb: recommended ? 1 : { xs: 0, md: 1 } }}>
          {recommended ? <Chip label="Most chosen" color="primary" size="small" /> : null}
        </Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {name}
        </Typography>
        <Typography component="p" sx={{ fontSize: '2.4rem', fontWeight: 800, lineHeight: 1.1 }}>
          {formatGbp(priceGbp)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {priceBasis}
        </Typography>
        <Typography sx={{ mb: 2 }}>{summary}</Typography>
        <List dense disablePadding aria-label={`Included in ${name}`}>
          {includes.map((item) => (
            <ListItem key={item} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: 'success.main' }}>
                <CheckCircleIcon fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 3, pt: 0 }}>
        <ContactButton
          fullWidth
          variant={recommended ? 'contained' : 'outlined'}
          intent={quoteIntent(product, edition)}
          aria-label={`Request a Quote for ${name}`}
        >
          Request a Quote
        </ContactButton>
      </CardActions>
    </Card>
  );
}
