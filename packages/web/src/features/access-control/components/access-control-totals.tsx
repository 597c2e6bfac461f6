import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { naturalCompare, type AccessReadTotal, type AccessShift } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/numbers.ts';

const SHIFT_ORDER: Record<AccessShift, number> = { Day: 0, Night: 1, NotApplicable: 2 };

/** Gates in natural order (North Gate 2 before North Gate 10), then location, then shift. */
export function sortTotals(rows: readonly AccessReadTotal[]): AccessReadTotal[] {
  return [...rows].sort(
    (a, b) =>
      naturalCompare(a.ZoneName, b.ZoneName) ||
      a.ProjectZoneId - b.ProjectZoneId ||
      naturalCompare(a.LocationName ?? '', b.LocationName ?? '') ||
      SHIFT_ORDER[a.Shift] - SHIFT_ORDER[b.Shift],
  );
}

export interface AccessControlTotalsProps {
  totals: readonly AccessReadTotal[] | undefined;
  loading: boolean;
  /** Shows the list's reads at that gate (its zone). */
  onGate: (zoneId: number) => void;
}

/** The filtered reads per gate (reader location of an entrance/exit zone) and shift. */
export function AccessControlTotals({ totals, loading, onGate }: AccessControlTotalsProps) {
  const { t } = useTranslation();
  // On a phone the gate is a line of its own above its shifts' figures, so the figures keep
  // their columns and the gate's name is not broken letter by letter.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = sortTotals(totals ?? []);
  const withCheckIn = rows.some((row) => row.CheckIn > 0);
  const number = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };
  return (
    <Card variant="outlined" component="section" aria-labelledby="access-totals-title">
      <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
        <Typography
          id="access-totals-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700 }}
        >
          {t('accessControl.totals.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('accessControl.totals.subtitle')}
        </Typography>
        {loading && totals === undefined ? (
          <Skeleton variant="rounded" height={72} />
        ) : rows.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('accessControl.totals.none')}
          </Typography>
        ) : (
          <Table size="small" aria-labelledby="access-totals-title">
            <TableHead>
              <TableRow>
                {!phone && <TableCell>{t('accessControl.totals.gate')}</TableCell>}
                <TableCell>{t('accessControl.totals.shift')}</TableCell>
                <TableCell sx={number}>{t('accessControl.access.1')}</TableCell>
                <TableCell sx={number}>{t('accessControl.access.0')}</TableCell>
                {withCheckIn && <TableCell sx={number}>{t('accessControl.access.2')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => {
                const gate = (
                  <>
                    <Link
                      component="button"
                      type="button"
                      variant="body2"
                      onClick={() => onGate(row.ProjectZoneId)}
                      aria-label={t('accessControl.showGate', { zone: row.ZoneName })}
                      sx={{ textAlign: 'left', fontWeight: 600 }}
                    >
                      {row.ZoneName}
                    </Link>
                    {row.LocationName && (
                      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                        {' · '}
                        {row.LocationName}
                      </Typography>
                    )}
                  </>
                );
                const previous = rows[index - 1];
                const newGate =
                  !previous ||
                  previous.ProjectZoneId !== row.ProjectZoneId ||
                  previous.LocationName !== row.LocationName;
                const key = `${row.ProjectZoneId}:${row.LocationName}:${row.Shift}`;
                return [
                  phone && newGate && (
                    <TableRow key={`${key}:gate`}>
                      <TableCell colSpan={withCheckIn ? 4 : 3} sx={{ borderBottom: 0, pb: 0 }}>
                        {gate}
                      </TableCell>
                    </TableRow>
                  ),
                  <TableRow key={key}>
                    {!phone && <TableCell sx={{ overflowWrap: 'anywhere' }}>{gate}</TableCell>}
                    <TableCell>{t(`accessControl.totals.shifts.${row.Shift}`)}</TableCell>
                    <TableCell sx={number}>{formatCount(row.Granted)}</TableCell>
                    <TableCell
                      sx={{
                        ...number,
                        ...(row.Denied > 0 ? { color: 'error.main', fontWeight: 700 } : {}),
                      }}
                    >
                      {formatCount(row.Denied)}
                    </TableCell>
                    {withCheckIn && <TableCell sx={number}>{formatCount(row.CheckIn)}</TableCell>}
                  </TableRow>,
                ];
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
