import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContractManagementList } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { ContractsRow } from './contracts-row.tsx';

/**
 * The list of spec 002 §2: prime contracts grouped by their division (the prime divisions), each
 * with its sub contracts beneath it.
 */
export function ContractsList({ list }: { list: ContractManagementList }) {
  const { t } = useTranslation();
  const groups = [
    ...list.Divisions.map((d) => ({
      key: String(d.DivisionId),
      title: `${d.Code} · ${d.Name}`,
      contracts: list.Contracts.filter((c) => c.DivisionId === d.DivisionId),
    })),
    {
      key: 'none',
      title: t('contractManagement.noDivision'),
      contracts: list.Contracts.filter(
        (c) => c.DivisionId === null || !list.Divisions.some((d) => d.DivisionId === c.DivisionId),
      ),
    },
  ].filter((g) => g.contracts.length > 0);

  return (
    <Stack spacing={2}>
      {groups.map((group) => (
        <Paper key={group.key} variant="outlined" component="section" aria-label={group.title}>
          <Typography
            variant="overline"
            component="h2"
            sx={{ px: 2, pt: 1, display: 'block', color: 'text.secondary', lineHeight: 2 }}
          >
            {group.title}
          </Typography>
          {group.contracts.map((prime, index) => (
            <div key={prime.ContractId}>
              {index > 0 && <Divider />}
              <Stack sx={{ px: 2 }}>
                <ContractsRow
                  contract={prime}
                  hasSubs={prime.Subcontracts.length > 0}
                  showValues={list.CanSeeValues}
                  currency={list.CurrencyCode}
                />
                {prime.Subcontracts.map((sub) => (
                  <ContractsRow
                    key={sub.ContractId}
                    contract={sub}
                    isSub
                    showValues={list.CanSeeValues}
                    currency={list.CurrencyCode}
                  />
                ))}
              </Stack>
            </div>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
