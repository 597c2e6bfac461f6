import Typography from '@mui/material/Typography';
import type { ReaderAssignmentPort, ReadDirectionId } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

/**
 * The reader's read direction; a reader with several access points also lists each port's,
 * since a turnstile reader reads In on one port and Out on the other.
 */
export function HardwareDirection({
  directionId,
  ports,
}: {
  directionId: ReadDirectionId;
  ports: readonly ReaderAssignmentPort[];
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography variant="body2">{t(`hardware.direction.${directionId}`)}</Typography>
      {ports.length > 1 && (
        <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {ports
            .map((p) =>
              t('hardware.portDirection', {
                port: p.Port,
                direction: t(`hardware.direction.${p.ReadDirectionId}`),
              }),
            )
            .join(' · ')}
        </Typography>
      )}
    </div>
  );
}
