import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WORKER_RECORD_MESSAGES, type WorkerRecord } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { useChangeWorkerContract, useWorkerCompanies } from '../api/workers-record-api.ts';

/** spec 002 §8: tag and company errors stay 12 s. */
export const CHANGE_COMPANY_ERROR_MS = 12_000;

export interface ChangeCompanyDialogProps {
  projectId: number;
  worker: WorkerRecord;
  open: boolean;
  onClose: () => void;
}

/** Change company: the worker's contract from now on (past days keep theirs). */
export function WorkersRecordChangeCompanyDialog({
  projectId,
  worker,
  open,
  onClose,
}: ChangeCompanyDialogProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const companies = useWorkerCompanies(projectId, open);
  const change = useChangeWorkerContract(projectId, worker.WorkerId);
  const [contractId, setContractId] = useState<number | ''>('');
  const choices = (companies.data ?? []).filter((c) => c.ContractId !== worker.SubContractId);

  const submit = async () => {
    if (contractId === '') return;
    try {
      const updated = await change.mutateAsync(contractId);
      alerts.success(
        t('workerRecord.changeCompany.saved', {
          name: updated.WorkerName,
          company: updated.CompanyName,
        }),
      );
      setContractId('');
      onClose();
    } catch {
      alerts.error(WORKER_RECORD_MESSAGES.changeCompanyError, CHANGE_COMPANY_ERROR_MS);
    }
  };

  return (
    <Dialog open={open} onClose={change.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('workerRecord.changeCompany.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('workerRecord.changeCompany.current', { name: worker.CompanyName })}
          </Typography>
          {companies.isError && <Alert severity="error">{t('workerRecord.loadError')}</Alert>}
          <TextField
            select
            label={t('workerRecord.changeCompany.company')}
            value={contractId}
            onChange={(e) => setContractId(Number(e.target.value))}
            disabled={companies.isPending || change.isPending}
            fullWidth
          >
            {choices.map((c) => (
              <MenuItem key={c.ContractId} value={c.ContractId}>
                {c.CompanyName}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2">{t('workerRecord.changeCompany.note')}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={change.isPending}>
          {t('workerRecord.changeCompany.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={contractId === '' || change.isPending}
        >
          {t('workerRecord.changeCompany.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
