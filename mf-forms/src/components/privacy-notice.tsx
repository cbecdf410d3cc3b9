import { Link, Typography } from '@mui/material';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_LINK_TEXT, PRIVACY_POLICY_PATH } from '@site/contracts';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The one line under a lead form: what happens to the visitor's details, and where to read more. */
export const PrivacyNotice = memo(function PrivacyNotice() {
  return (
    <Typography variant="body2" color="text.secondary">
      {PRIVACY_NOTICE}{' '}
      <Link component={RouterLink} to={PRIVACY_POLICY_PATH}>
        {PRIVACY_NOTICE_LINK_TEXT}
      </Link>
    </Typography>
  );
});
