import ExtensionOutlinedIcon from '@mui/icons-material/ExtensionOutlined';
import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { RISK_MANAGER_ADD_ONS } from '@site/contracts';
import { ADD_ON_DESCRIPTIONS } from '../data/risk-manager-content';

/** The optional add-ons: named and described, priced on request. */
export function AddOnList() {
  return (
    <Box component="section" aria-label="Add-ons" sx={{ mt: 6 }}>
      <Typography variant="h5" component="h3" sx={{ mb: 1, textAlign: 'center' }}>
        Add-ons
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
        Add any of these to either edition. Each is priced on request, as it depends on your processes.
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {RISK_MANAGER_ADD_ONS.map((addOn) => (
          <Grid key={addOn} component="li" size={{ xs: 12, sm: 6, md: 3 }} sx={{ display: 'flex' }}>
            <Card sx={{ flex: 1 }}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <ExtensionOutlinedIcon fontSize="small" color="secondary" aria-hidden />
                  <Typography component="h4" sx={{ fontWeight: 700 }}>
                    {addOn}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {ADD_ON_DESCRIPTIONS[addOn]}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, color: 'secondary.main' }}>
                  Price on request
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
