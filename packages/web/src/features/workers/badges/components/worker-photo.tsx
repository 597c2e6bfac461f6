import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';
import { useObjectUrl } from '../api/worker-photo.ts';

await loadLocales('features/workers/badges');

export interface WorkerPhotoProps {
  /** The worker's PhotoUrl (a /v2/downloads/file address), or null without a photo. */
  photoUrl: string | null | undefined;
  /** ProfilePictureAspectRatio (width / height); 3:4 without one. */
  aspectRatio?: number | null;
  /** The worker's name: the picture's alt text. */
  name: string;
  /** Shown until there is a photo. */
  initials: string;
  /** Height in px at sm and up (four fifths of it on a phone). */
  height?: number;
}

/**
 * The worker's stored photo, for the record header and anywhere a worker is shown. It is read
 * with the session's bearer (only the project's members may see it, and an <img> cannot send
 * the header), shown through an object URL; initials until there is one.
 */
export function WorkerPhoto({
  photoUrl,
  aspectRatio,
  name,
  initials,
  height = 96,
}: WorkerPhotoProps) {
  const { t } = useTranslation();
  const src = useObjectUrl(photoUrl);
  const ratio = aspectRatio ?? 0.75;
  const small = Math.round(height * 0.8);
  return (
    <Avatar
      variant="rounded"
      src={src ?? undefined}
      alt={t('workerBadges.photo.alt', { name })}
      data-testid="worker-photo"
      sx={{
        width: { xs: Math.round(small * ratio), sm: Math.round(height * ratio) },
        height: { xs: small, sm: height },
        fontSize: height / 3,
        bgcolor: 'primary.main',
      }}
    >
      {initials}
    </Avatar>
  );
}
