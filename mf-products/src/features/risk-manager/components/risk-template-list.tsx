import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import type { RiskTemplate } from '../data/risk-manager-content';

/** The register templates that ship with Risk Manager, each with the matrix it is scored on. */
export function RiskTemplateList({ templates }: { templates: readonly RiskTemplate[] }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {templates.map((template) => (
        <Grid key={template.name} component="li" size={{ xs: 12, sm: 6, md: 4 }} sx={{ display: 'flex' }}>
          <Card sx={{ flex: 1 }}>
            <CardContent sx={{ p: 3 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                <DescriptionOutlinedIcon color="primary" aria-hidden />
                <Typography variant="h6" component="h3">
                  {template.name}
                </Typography>
              </Stack>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {template.description}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                label={`Scored on the ${template.matrixSize}x${template.matrixSize} matrix`}
              />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
