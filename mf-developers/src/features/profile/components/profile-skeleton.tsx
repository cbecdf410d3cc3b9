import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';

/** The profile while the developer loads, shaped like the header so nothing jumps. */
export function ProfileSkeleton() {
  return (
    <Card aria-hidden data-testid="profile-loading" sx={{ mb: 4 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2.5, sm: 4 }}>
          <Skeleton variant="rounded" width={144} height={144} animation="wave" />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="55%" height={56} animation="wave" />
            <Skeleton variant="text" width="40%" height={32} animation="wave" />
            <Skeleton variant="text" width="30%" animation="wave" />
            <Skeleton variant="rounded" width={160} height={36} animation="wave" sx={{ mt: 2 }} />
          </Box>
        </Stack>
        <Skeleton variant="rounded" height={80} animation="wave" sx={{ mt: 4 }} />
      </CardContent>
    </Card>
  );
}
