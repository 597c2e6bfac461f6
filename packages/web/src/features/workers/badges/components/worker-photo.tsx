import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '../../../../lib/i18n.ts';
import { useObjectUrl, useWorkerPhotoInfo } from '../api/worker-photo.ts';

await loadLocales('features/workers/badges');

export interface WorkerPhotoProps {
  projectId: number;
  workerId: number;
  /** The worker's name: the picture's alt text, and the initials without a photo. */
  name: string;
  /** Height in px; the width follows ProfilePictureAspectRatio (3:4 without a photo). */
  height?: number;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}

/**
 * The worker's stored photo for the record header (and anywhere a worker is shown): read with
 * the session, since only the project's members may see it; initials until there is one.
 */
export function WorkerPhoto({ projectId, workerId, name, height = 96 }: WorkerPhotoProps) {
  const { t } = useTranslation();
  const info = useWorkerPhotoInfo(projectId, workerId);
  const src = useObjectUrl(info.data?.PhotoUrl);
  const ratio = info.data?.ProfilePictureAspectRatio ?? 0.75;
  return (
    <Avatar
      variant="rounded"
      src={src ?? undefined}
      alt={t('workerBadges.photo.alt', { name })}
      data-testid="worker-photo"
      sx={{ width: Math.round(height * ratio), height, fontSize: height / 3 }}
    >
      {initials(name)}
    </Avatar>
  );
}
