import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { describeError } from '@/lib/api-error.ts';
import { useRegistrationMetadata } from '../api/registrations-desk-api.ts';
import { useSetImportContracts } from '../api/registrations-import-api.ts';

export interface RegistrationsImportContractsProps {
  projectId: number;
  blobUid: string;
  companies: readonly { CompanyName: string; Rows: number }[];
}

/**
 * Fix contracts: the rows waiting for a contract, company by company as the file writes it; one
 * choice places every row of that company.
 */
export function RegistrationsImportContracts({
  projectId,
  blobUid,
  companies,
}: RegistrationsImportContractsProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const metadata = useRegistrationMetadata(projectId);
  const save = useSetImportContracts(projectId, blobUid);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const choices = Object.entries(chosen).filter(([name]) =>
    companies.some((c) => c.CompanyName === name),
  );

  const onSave = async () => {
    try {
      await save.mutateAsync({
        Contracts: choices.map(([CompanyName, ContractId]) => ({ CompanyName, ContractId })),
      });
      setChosen({});
      alerts.success(t('registrations.import.contracts.saved'));
    } catch (error) {
      const notice = describeError(error);
      alerts.error(notice.message, notice.durationMs);
    }
  };

  return (
    <Alert severity="warning" icon={false} sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}>
      <Typography sx={{ fontWeight: 600 }}>
        {t('registrations.import.contracts.heading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('registrations.import.contracts.intro')}
      </Typography>
      <Stack spacing={2}>
        {companies.map((company) => (
          <Stack
            key={company.CompanyName}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: { xs: 1, sm: 2 }, alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ minWidth: { sm: 220 }, overflowWrap: 'anywhere' }}>
              {t('registrations.import.contracts.company', {
                name: company.CompanyName || t('registrations.import.contracts.noCompany'),
                count: company.Rows,
              })}
            </Typography>
            <TextField
              select
              size="small"
              label={t('registrations.import.contracts.contract')}
              value={chosen[company.CompanyName] ?? ''}
              onChange={(e) =>
                setChosen((current) => ({
                  ...current,
                  [company.CompanyName]: Number(e.target.value),
                }))
              }
              sx={{ minWidth: { sm: 280 } }}
              disabled={!metadata.data}
            >
              {(metadata.data?.Companies ?? [])
                .flatMap((c) => c.Contracts)
                .map((contract) => (
                  <MenuItem key={contract.ContractId} value={contract.ContractId}>
                    {contract.DisplayName}
                  </MenuItem>
                ))}
            </TextField>
          </Stack>
        ))}
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          disabled={choices.length === 0 || save.isPending}
          onClick={() => void onSave()}
        >
          {t('registrations.import.contracts.save')}
        </Button>
      </Stack>
    </Alert>
  );
}
