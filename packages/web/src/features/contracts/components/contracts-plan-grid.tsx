import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PlanWeek } from '@siteline/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatHours } from '@/lib/numbers.ts';
import { useTranslateText } from '@/lib/i18n.ts';
import {
  cellText,
  planCellKey,
  type PlanCellEdit,
  type PlanEdits,
} from '../contracts-plan-edits.ts';

export interface ContractsPlanGridProps {
  week: PlanWeek;
  edits: PlanEdits;
  /** Problems by cell key, for the cells the user changed. */
  problems: ReadonlyMap<string, string[]>;
  onEdit: (key: string, value: PlanCellEdit) => void;
}

const input = (invalid: boolean, today: boolean) => ({
  width: 56,
  px: 0.75,
  py: 0.25,
  fontSize: 14,
  border: 1,
  borderRadius: 1,
  borderColor: invalid ? 'error.main' : 'divider',
  bgcolor: invalid ? 'error.50' : today ? 'action.hover' : 'background.paper',
  '& input': { textAlign: 'right', p: 0 },
});

/**
 * The week grid: a row per contract (subs under their prime), two boxes a day — planned
 * headcount over planned hours. Wide weeks scroll sideways with the contract column kept in view.
 */
export function ContractsPlanGrid({ week, edits, problems, onEdit }: ContractsPlanGridProps) {
  const { t, i18n } = useTranslation();
  // The day's name in the page's language ("lun 11/23"), its date as the grid writes it.
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const translate = useTranslateText();
  return (
    <TableContainer
      sx={{
        maxWidth: '100%',
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell
              sx={{
                position: 'sticky',
                left: 0,
                zIndex: 3,
                bgcolor: 'background.paper',
                minWidth: 180,
              }}
            >
              {t('contractManagement.plan.contract')}
            </TableCell>
            {week.Dates.map((date) => (
              <TableCell
                key={date}
                align="center"
                sx={{ fontWeight: date === week.Today ? 700 : 500, whiteSpace: 'nowrap' }}
              >
                {`${weekday.format(new Date(`${date}T00:00:00Z`))} ${dayjs(date).format('M/D')}`}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {t('contractManagement.plan.total')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {week.Contracts.map((contract) => (
            <TableRow key={contract.ContractId} hover>
              <TableCell
                component="th"
                scope="row"
                sx={{
                  position: 'sticky',
                  left: 0,
                  zIndex: 1,
                  bgcolor: 'background.paper',
                  pl: contract.ParentContractId ? 4 : 2,
                  maxWidth: 260,
                }}
              >
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: contract.ParentContractId ? 400 : 600,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {contract.ContractDisplayName}
                </Typography>
              </TableCell>
              {week.Dates.map((date) => {
                const key = planCellKey(contract.ContractId, date);
                const value = cellText(week, edits, contract.ContractId, date);
                const cellProblems = problems.get(key) ?? [];
                const invalid = cellProblems.length > 0;
                const name = contract.ContractDisplayName;
                return (
                  <TableCell key={date} align="center" sx={{ px: 0.5 }}>
                    <Tooltip
                      title={cellProblems.map(translate).join(' ')}
                      disableHoverListener={!invalid}
                    >
                      <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5 }}>
                        <InputBase
                          value={value.headcount}
                          inputMode="numeric"
                          placeholder="–"
                          sx={input(invalid, date === week.Today)}
                          slotProps={{
                            input: {
                              'aria-label': t('contractManagement.plan.cellHeadcount', {
                                contract: name,
                                date,
                              }),
                              'aria-invalid': invalid,
                            },
                          }}
                          onChange={(event) =>
                            onEdit(key, { ...value, headcount: event.target.value })
                          }
                        />
                        <InputBase
                          value={value.hours}
                          inputMode="decimal"
                          placeholder="–"
                          sx={input(invalid, date === week.Today)}
                          slotProps={{
                            input: {
                              'aria-label': t('contractManagement.plan.cellHours', {
                                contract: name,
                                date,
                              }),
                              'aria-invalid': invalid,
                            },
                          }}
                          onChange={(event) => onEdit(key, { ...value, hours: event.target.value })}
                        />
                      </Box>
                    </Tooltip>
                  </TableCell>
                );
              })}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                {contract.TotalPlannedHours === null
                  ? '—'
                  : t('contractManagement.plan.hours', {
                      hours: formatHours(contract.TotalPlannedHours),
                    })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
