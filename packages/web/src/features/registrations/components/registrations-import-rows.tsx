import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { RegistrationImportRow } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

/** spec 000 §4: ImportStatus 0 with a contract is valid, 0 without is pending, 1 is an error. */
export function rowState(row: RegistrationImportRow): 'imported' | 'valid' | 'pending' | 'error' {
  if (row.WorkerId !== null) return 'imported';
  if (row.ImportStatus === 1) return 'error';
  return row.ContractId > 0 ? 'valid' : 'pending';
}

const CHIP_COLOR = {
  imported: 'success',
  valid: 'success',
  pending: 'warning',
  error: 'error',
} as const;

function RowName({ projectId, row }: { projectId: number; row: RegistrationImportRow }) {
  const name = `${row.FirstName} ${row.LastName}`.trim() || '—';
  if (row.WorkerId === null) return <>{name}</>;
  return (
    <Link href={`/project/${projectId}/directory/worker/${row.WorkerId}/profile`}>{name}</Link>
  );
}

function RowPlace({ row }: { row: RegistrationImportRow }) {
  return (
    <>
      {row.CompanyName || '—'}
      {row.ContractName && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {row.ContractName}
        </Typography>
      )}
    </>
  );
}

function RowStatus({ row }: { row: RegistrationImportRow }) {
  const { t } = useTranslation();
  const state = rowState(row);
  return (
    <>
      <Chip
        size="small"
        color={CHIP_COLOR[state]}
        variant={state === 'valid' ? 'outlined' : 'filled'}
        label={t(`registrations.import.state.${state}`)}
      />
      {row.Errors.map((error) => (
        <Typography key={error} variant="body2" sx={{ mt: 0.5, color: 'error.main' }}>
          {error}
        </Typography>
      ))}
    </>
  );
}

export interface RegistrationsImportRowsProps {
  projectId: number;
  rows: readonly RegistrationImportRow[];
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  loading: boolean;
}

/** A page of a file's rows: where each is in the sheet, who, where they go, and why not. */
export function RegistrationsImportRows({
  projectId,
  rows,
  page,
  totalPages,
  onPageChange,
  loading,
}: RegistrationsImportRowsProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (rows.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 2 }}>
        {t('registrations.import.noRows')}
      </Typography>
    );
  }
  const pager = totalPages > 1 && (
    <Pagination
      sx={{ mt: 2 }}
      page={Math.min(page, totalPages)}
      count={totalPages}
      onChange={(_, next) => onPageChange(next)}
    />
  );
  // A phone lists each row as a short card: the table would scroll sideways.
  if (phone) {
    return (
      <>
        <Box
          component="ul"
          aria-label={t('registrations.import.rowsLabel')}
          sx={{ p: 0, m: 0, listStyle: 'none', opacity: loading ? 0.6 : 1 }}
        >
          {rows.map((row) => (
            <Box
              component="li"
              key={row.RowNumber}
              data-testid={`import-row-${row.RowNumber}`}
              sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {t('registrations.import.column.row')} {row.RowNumber} ·{' '}
                <RowName projectId={projectId} row={row} />
              </Typography>
              <Box sx={{ mb: 0.5 }}>
                <RowPlace row={row} />
              </Box>
              <RowStatus row={row} />
            </Box>
          ))}
        </Box>
        {pager}
      </>
    );
  }
  return (
    <>
      <div style={{ overflowX: 'auto', opacity: loading ? 0.6 : 1 }}>
        <Table size="small" aria-label={t('registrations.import.rowsLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('registrations.import.column.row')}</TableCell>
              <TableCell>{t('registrations.import.column.name')}</TableCell>
              <TableCell>{t('registrations.import.column.company')}</TableCell>
              <TableCell>{t('registrations.import.column.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.RowNumber} data-testid={`import-row-${row.RowNumber}`}>
                <TableCell>{row.RowNumber}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>
                  <RowName projectId={projectId} row={row} />
                </TableCell>
                <TableCell sx={{ minWidth: 120 }}>
                  <RowPlace row={row} />
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <RowStatus row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {pager}
    </>
  );
}
