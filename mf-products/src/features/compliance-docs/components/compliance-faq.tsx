import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { Faq } from '../data/compliance-docs-content';

/**
 * Questions buyers ask, each expanding to its answer; all closed at first, any number open at once.
 * MUI wraps each answer in a region labelled by its question (the summary's id and aria-controls).
 */
export function ComplianceFaq({ items }: { items: readonly Faq[] }) {
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      {items.map((item, index) => (
        <Accordion
          key={item.question}
          disableGutters
          variant="outlined"
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon aria-hidden />}
            id={`compliance-faq-${index}-question`}
            aria-controls={`compliance-faq-${index}-answer`}
            sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
            <Typography color="text.secondary">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
