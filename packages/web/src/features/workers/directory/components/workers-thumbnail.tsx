import Avatar from '@mui/material/Avatar';
import { useObjectUrl } from '@/features/workers/badges/api/worker-photo.ts';

export interface WorkersThumbnailProps {
  /** The list item's photoUrl (a thumbnail address), or null without a photo. */
  photoUrl: string | null;
  firstName: string;
  lastName: string;
}

/**
 * A row's photo, small: fetched with the session's bearer (an <img> cannot send it) from an
 * address that changes with the photo, so the browser keeps it; initials until there is one.
 */
export function WorkersThumbnail({ photoUrl, firstName, lastName }: WorkersThumbnailProps) {
  const src = useObjectUrl(photoUrl);
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <Avatar
      src={src ?? undefined}
      alt=""
      aria-hidden
      data-testid="worker-thumbnail"
      sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'primary.main', flexShrink: 0 }}
    >
      {initials}
    </Avatar>
  );
}
