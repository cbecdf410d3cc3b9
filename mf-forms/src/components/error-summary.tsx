import { Box, GlobalStyles, Link, Typography } from '@mui/material';
import { OFFSCREEN_PARTS_VARIABLE } from '@site/platform';

export interface FormProblem {
  text: string;
  /** The field it is about (`#demo-fullName`): the link moves there. None for a problem of the whole form. */
  href?: string;
}

const HEADING_ID_SUFFIX = '-error-summary-title';

/**
 * The page draws every part while a form is sent back: the parts above the form hold estimated
 * heights until drawn, and the focus's scroll to the summary would land beside it once they are
 * (the contact form is at the end of the home page; with no script, nothing corrects the scroll).
 */
const DRAW_THE_WHOLE_PAGE = { ':root': { [OFFSCREEN_PARTS_VARIABLE]: 'visible' } };

/**
 * What is wrong with a form the server sent back (GOV.UK's error summary): at the top of the form,
 * each problem a link to its field, and focused as the page opens (`autofocus`, so it works with
 * no script at all) so a screen reader reads it first and a keyboard starts there.
 */
export function ErrorSummary({ idPrefix, problems }: { idPrefix: string; problems: readonly FormProblem[] }) {
  const headingId = `${idPrefix}${HEADING_ID_SUFFIX}`;
  if (problems.length === 0) return null;
  return (
    <>
      <GlobalStyles styles={DRAW_THE_WHOLE_PAGE} />
      <Box
        role="alert"
        aria-labelledby={headingId}
        tabIndex={-1}
        // GOV.UK's pattern: the summary is where a returned form starts, focused with no script.
        autoFocus
        sx={{
          border: 3,
          borderColor: 'error.main',
          borderRadius: 1,
          p: { xs: 2, sm: 3 },
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          There is a problem
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {problems.map((problem) => (
            <li key={problem.href ?? problem.text}>
              {problem.href ? (
                <Link href={problem.href} color="error" sx={{ fontWeight: 600 }}>
                  {problem.text}
                </Link>
              ) : (
                <Typography component="span" color="error" sx={{ fontWeight: 600 }}>
                  {problem.text}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}
