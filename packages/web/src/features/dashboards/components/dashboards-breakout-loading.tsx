import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A contract's or division's detail while its project loads. */
export function DashboardsBreakoutLoading() {
  return (
    <Stack spacing={2}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={340} />
    </Stack>
  );
}
