import {
  Box,
  List,
  ListItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { stylesForEachScheme } from '@site/platform';
import { type BandTone, bandFor, type RiskMatrix, riskScore } from '../utils/risk-scoring';

/**
 * Over the navy dark paper, a strong tint above about 0.45 leaves the band's name under 4.5:1
 * against text.primary (green at 0.5: 4.3:1); at 0.4 the weakest, amber, is 5.5:1.
 */
const TINT_OPACITY = {
  dark: { soft: 0.26, strong: 0.4 },
  light: { soft: 0.16, strong: 0.34 },
} as const;

/** A tint of the band's palette colour over the paper; the text on it stays text.primary in both themes. */
function bandTint(theme: Theme, tone: BandTone) {
  return stylesForEachScheme(theme, (mode) => ({
    backgroundColor: theme.alpha((theme.vars ?? theme).palette[tone.color].main, TINT_OPACITY[mode][tone.strength]),
  }));
}

const headerCellSx = {
  fontWeight: 700,
  fontSize: { xs: '0.7rem', sm: '0.8rem' },
  lineHeight: 1.25,
  px: { xs: 0.5, sm: 1 },
};

/**
 * A likelihood × impact matrix as a real table: likelihood rows from most to least likely, impact
 * columns from least to most severe; each cell says its score and band in words as well as colour.
 */
export function RiskMatrixTable({ matrix }: { matrix: RiskMatrix }) {
  const levels = Array.from({ length: matrix.size }, (_, index) => index + 1);
  const captionId = `risk-matrix-${matrix.size}-caption`;
  return (
    <Box>
      <TableContainer
        component={Paper}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        sx={{
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Table
          size="small"
          sx={{ tableLayout: 'fixed', minWidth: matrix.size === 5 ? 340 : 260, '& caption': { captionSide: 'top' } }}
        >
          <Typography
            component="caption"
            id={captionId}
            sx={{ captionSide: 'top', textAlign: 'left', px: 2, py: 1.5, color: 'text.primary', fontWeight: 600 }}
          >
            {matrix.title}
          </Typography>
          <TableHead>
            <TableRow>
              <TableCell component="td" sx={{ ...headerCellSx, width: { xs: 78, sm: 112 }, color: 'text.secondary' }}>
                Likelihood ↓ Impact →
              </TableCell>
              {levels.map((impact) => (
                <TableCell key={impact} scope="col" align="center" sx={headerCellSx}>
                  {impact} {matrix.impact[impact - 1]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {[...levels].reverse().map((likelihood) => (
              <TableRow key={likelihood}>
                <TableCell component="th" scope="row" sx={headerCellSx}>
                  {likelihood} {matrix.likelihood[likelihood - 1]}
                </TableCell>
                {levels.map((impact) => {
                  const score = riskScore(likelihood, impact);
                  const band = bandFor(score, matrix.bands);
                  return (
                    <TableCell
                      key={impact}
                      align="center"
                      data-band={band.name}
                      sx={[
                        { px: 0.5, py: { xs: 1, sm: 1.25 }, border: 1, borderColor: 'background.paper' },
                        (theme) => bandTint(theme, band.tone),
                      ]}
                    >
                      <Box
                        component="span"
                        sx={{ display: 'block', fontWeight: 800, fontSize: { xs: '1rem', sm: '1.1rem' } }}
                      >
                        {score}
                      </Box>
                      <Box component="span" sx={{ display: 'block', fontSize: { xs: '0.65rem', sm: '0.75rem' } }}>
                        {band.name}
                      </Box>
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <List dense aria-label={`Bands of the ${matrix.size}x${matrix.size} matrix`} sx={{ mt: 1 }}>
        {matrix.bands.map((band) => (
          <ListItem key={band.name} disableGutters sx={{ alignItems: 'flex-start', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={[
                {
                  mt: 0.5,
                  width: 14,
                  height: 14,
                  borderRadius: 0.5,
                  flexShrink: 0,
                  border: 2,
                  borderColor: `${band.tone.color}.main`,
                },
                (theme) => bandTint(theme, band.tone),
              ]}
            />
            <Typography variant="body2">
              <Box component="strong" sx={{ fontWeight: 700 }}>
                {band.name} ({band.min}–{band.max}):
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {band.response}
              </Box>
            </Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
