import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Paper, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { focusRingOf } from '@site/platform';
import type { Faq } from '../data/compliance-docs-content';

const EXPAND_ICON_CLASS = 'compliance-faq-expand-icon';

/**
 * An item drawn as MUI's outlined accordion (`disableGutters`): square between items, rounded at
 * both ends of the list, a divider line above each but the first, hidden while it is open.
 */
const itemSx = (theme: Theme) => {
  const quick = { duration: theme.transitions.duration.shortest };
  return {
    position: 'relative',
    overflowAnchor: 'none',
    borderRadius: 0,
    '&:not(:last-of-type)': { borderBottom: 0 },
    '&:first-of-type': {
      borderTopLeftRadius: (theme.vars ?? theme).shape.borderRadius,
      borderTopRightRadius: (theme.vars ?? theme).shape.borderRadius,
      '&::before': { display: 'none' },
    },
    '&:last-of-type': {
      borderBottomLeftRadius: (theme.vars ?? theme).shape.borderRadius,
      borderBottomRightRadius: (theme.vars ?? theme).shape.borderRadius,
    },
    '&::before': {
      position: 'absolute',
      left: 0,
      top: -1,
      right: 0,
      height: '1px', // in sx a bare 1 would be 100%
      content: '""',
      opacity: 1,
      backgroundColor: (theme.vars ?? theme).palette.divider,
      transition: theme.transitions.create(['opacity', 'background-color'], quick),
    },
    '&[open]::before': { opacity: 0 },
    '&[open] + &::before': { display: 'none' },
    [`&[open] > summary .${EXPAND_ICON_CLASS}`]: { transform: 'rotate(180deg)' },
    // The answer slides open as MUI's Collapse did, where the browser can animate a <details>
    // (elsewhere it simply opens).
    interpolateSize: 'allow-keywords',
    '&::details-content': {
      blockSize: 0,
      overflowY: 'clip',
      transition: `block-size ${theme.transitions.duration.short}ms ${theme.transitions.easing.easeInOut}, content-visibility ${theme.transitions.duration.short}ms allow-discrete`,
    },
    '&[open]::details-content': { blockSize: 'auto' },
  } as const;
};

/** The question line, as MUI's accordion summary draws it: the whole row is the control. */
const summarySx = (theme: Theme) =>
  ({
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 48,
    px: { xs: 2, sm: 3 },
    py: 0.5,
    cursor: 'pointer',
    listStyle: 'none',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { ...focusRingOf(theme), backgroundColor: (theme.vars ?? theme).palette.action.focus },
  }) as const;

/**
 * Questions buyers ask, each expanding to its answer; all closed at first, any number open at once.
 * Plain `<details>`: it opens and closes with a click, Enter or Space before any script runs (and
 * no script is ever sent for it), and every answer is in the page's HTML for a crawler. Each answer
 * is a region labelled by its question, which is an h3.
 */
export function ComplianceFaq({ items }: { items: readonly Faq[] }) {
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      {items.map((item, index) => {
        const questionId = `compliance-faq-${index}-question`;
        return (
          <Paper key={item.question} component="details" variant="outlined" sx={itemSx}>
            <Box component="summary" sx={summarySx}>
              <Typography id={questionId} component="h3" sx={{ fontWeight: 600, flexGrow: 1, my: 1.5 }}>
                {item.question}
              </Typography>
              <Box
                component="span"
                className={EXPAND_ICON_CLASS}
                sx={(theme) => ({
                  display: 'flex',
                  color: (theme.vars ?? theme).palette.action.active,
                  transition: theme.transitions.create('transform', {
                    duration: theme.transitions.duration.shortest,
                  }),
                })}
              >
                <ExpandMoreIcon aria-hidden />
              </Box>
            </Box>
            <Box
              role="region"
              id={`compliance-faq-${index}-answer`}
              aria-labelledby={questionId}
              sx={{ px: { xs: 2, sm: 3 }, pt: 1, pb: 3 }}
            >
              <Typography color="text.secondary">{item.answer}</Typography>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
