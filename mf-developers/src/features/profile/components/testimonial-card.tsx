import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Testimonial } from '@site/contracts';
import { RatingStars } from '@site/platform';
import { Portrait } from '../../../components/portrait';

const CLIENT_IMAGE_SIZE = 48;

/** What one client said about the developer. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <FormatQuoteIcon aria-hidden color="primary" sx={{ fontSize: 36 }} />
          <RatingStars rating={testimonial.rating} />
        </Stack>
        <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic', lineHeight: 1.7, flex: 1 }}>
          {testimonial.content}
        </Typography>
        <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Portrait src={testimonial.clientImage} name={testimonial.clientName} size={CLIENT_IMAGE_SIZE} />
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{testimonial.clientName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {testimonial.clientTitle}, {testimonial.clientCompany}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
