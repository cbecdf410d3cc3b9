import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@site/platform';
import type { EditionFeatureRow } from '../data/risk-manager-content';

function Availability({ included }: { included: boolean }) {
  return (
    <>
      {included ? (
        <CheckIcon color="success" aria-hidden sx={{ verticalAlign: 'middle' }} />
      ) : (
        <RemoveIcon aria-hidden sx={{ verticalAlign: 'middle', color: 'text.disabled' }} />
      )}
      <Box component="span" sx={visuallyHidden}>
        {included ? 'Included' : 'Not included'}
      </Box>
    </>
  );
}

/** Every feature of Risk Manager and which edition has it, as a table a screen reader can walk. */
export function EditionFeatureTable({ rows }: { rows: readonly EditionFeatureRow[] }) {
  return (
    <TableContainer component={Paper} sx={{ maxWidth: 900, mx: 'auto' }}>
      <Table
        aria-label="Risk Manager features by edition"
        sx={{ '& .MuiTableCell-root': { px: { xs: 1.25, sm: 2 } }, '& .MuiTableCell-root:first-of-type': { pl: 2 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Feature</TableCell>
            <TableCell align="center" sx={{ fontWeight: 700, width: { xs: 84, sm: 140 } }}>
              Dataverse
            </TableCell>
            <TableCell align="center" sx={{ fontWeight: 700, width: { xs: 84, sm: 140 } }}>
              SharePoint
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.feature}>
              <TableCell component="th" scope="row">
                {row.feature}
              </TableCell>
              <TableCell align="center">
                <Availability included={row.dataverse} />
              </TableCell>
              <TableCell align="center">
                <Availability included={row.sharePoint} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
