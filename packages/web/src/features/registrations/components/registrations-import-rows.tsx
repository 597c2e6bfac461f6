import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
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
  if (rows.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 2 }}>
        {t('registrations.import.noRows')}
      </Typography>
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
            {rows.map((row) => {
              const state = rowState(row);
              const name = `${row.FirstName} ${row.LastName}`.trim() || '—';
              return (
                <TableRow key={row.RowNumber} data-testid={`import-row-${row.RowNumber}`}>
                  <TableCell>{row.RowNumber}</TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    {row.WorkerId !== null ? (
                      <Link href={`/project/${projectId}/directory/worker/${row.WorkerId}/profile`}>
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    {row.CompanyName || '—'}
                    {row.ContractName && (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {row.ContractName}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
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
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {totalPages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          page={Math.min(page, totalPages)}
          count={totalPages}
          onChange={(_, next) => onPageChange(next)}
        />
      )}
    </>
  );
}
