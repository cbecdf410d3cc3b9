import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import type { Testimonial } from '@site/contracts';
import { RatingStars } from '@site/platform';
import { SiteImage } from '../../../components/site-image';
import { cardHeight, TESTIMONIAL_CARD_HEIGHT } from '../../../utils/card-sizes';
import { initials } from '../../../utils/initials';
import { lineClamp } from '../../../utils/line-clamp';

const CLIENT_IMAGE_SIZE = 48;

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { clientName, clientTitle, clientCompany } = testimonial;
  return (
    <Card
      component="figure"
      data-testid="testimonial-card"
      sx={{ m: 0, height: cardHeight(TESTIMONIAL_CARD_HEIGHT), display: 'flex', flexDirection: 'column' }}
    >
      <CardContent
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, minHeight: 0, p: { xs: 2.5, md: 3 } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <FormatQuoteIcon aria-hidden color="primary" sx={{ fontSize: 36, transform: 'scaleX(-1)' }} />
          <RatingStars rating={testimonial.rating} />
        </Box>
        <Box component="blockquote" sx={{ m: 0, minHeight: 0, overflow: 'hidden' }}>
          <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.6, ...lineClamp(6) }}>{testimonial.content}</Typography>
        </Box>
        <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 'auto' }}>
          <SiteImage
            src={testimonial.clientImage}
            alt={`Photo of ${clientName}`}
            width={CLIENT_IMAGE_SIZE}
            height={CLIENT_IMAGE_SIZE}
            sx={{ borderRadius: '50%', flexShrink: 0, bgcolor: 'action.hover' }}
            fallback={
              <Avatar
                role="img"
                aria-label={`Photo of ${clientName}`}
                sx={{ width: CLIENT_IMAGE_SIZE, height: CLIENT_IMAGE_SIZE, bgcolor: 'primary.main' }}
              >
                {initials(clientName)}
              </Avatar>
            }
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, ...lineClamp(1) }}>{clientName}</Typography>
            <Typography variant="body2" color="text.secondary" sx={lineClamp(2)}>
              {clientTitle}, {clientCompany}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
