import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { parseProjectId } from '../guards.ts';

/** A contract or division id from the path; anything else is not a page. */
export const positiveIdOrNull = parseProjectId;

export function BreakoutLoading() {
  return (
    <Stack spacing={2}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={340} />
    </Stack>
  );
}
