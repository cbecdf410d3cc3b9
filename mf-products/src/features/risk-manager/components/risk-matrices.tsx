import { Grid, Typography } from '@mui/material';
import { RISK_MATRICES } from '../utils/risk-scoring';
import { RiskMatrixTable } from './risk-matrix-table';

/** Both scoring matrices side by side on a desktop, one under the other on a phone. */
export function RiskMatrices() {
  return (
    <>
      <Typography color="text.secondary" sx={{ maxWidth: 760, mx: 'auto', mb: 4, textAlign: 'center' }}>
        A risk's score is its likelihood level multiplied by its impact level. Each register uses the matrix that fits
        it, and the band sets how quickly the owner must act.
      </Typography>
      <Grid container spacing={4}>
        {RISK_MATRICES.map((matrix) => (
          <Grid key={matrix.size} size={{ xs: 12, md: matrix.size === 5 ? 7 : 5 }}>
            <RiskMatrixTable matrix={matrix} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
