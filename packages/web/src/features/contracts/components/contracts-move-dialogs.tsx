import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTRACT_MESSAGES, type Company, type ContractManagementList } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { useAssignCompany } from '../api/assign-company.ts';
import { useMarkPrime } from '../api/mark-prime.ts';
import { useMarkSub } from '../api/mark-sub.ts';
import { actionErrorMessages } from '../contracts-form.ts';
import { useContractsDialogs } from '../contracts-dialogs-context.ts';
import { ContractsCompanySearch } from './contracts-company-search.tsx';
import { ContractsDialogFrame } from './contracts-dialog-frame.tsx';

interface Props {
  projectId: number;
}

/** Assign a company to a placeholder (spec 002 §2, §7 `company/companies`). */
export function ContractsAssignDialog({ projectId }: Props) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const { open, currentRow, closeDialog } = useContractsDialogs();
  const assign = useAssignCompany(projectId);
  const [company, setCompany] = useState<Company | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const close = () => {
    closeDialog();
    setCompany(null);
    setErrors([]);
  };
  const submit = () => {
    if (!currentRow || !company) return;
    assign.mutate(
      { contractId: currentRow.ContractId, companyId: company.CompanyId },
      {
        onSuccess: () => {
          alerts.success(t('contractManagement.dialogs.assign.success'));
          close();
        },
        onError: (error) =>
          setErrors(actionErrorMessages(error, CONTRACT_MESSAGES.assignPlaceholder)),
      },
    );
  };
  return (
    <ContractsDialogFrame
      open={open === 'assign'}
      title={t('contractManagement.dialogs.assign.title')}
      onClose={close}
      onSubmit={submit}
      errors={errors}
      action={
        <Button type="submit" variant="contained" disabled={!company || assign.isPending}>
          {t('contractManagement.dialogs.assign.submit')}
        </Button>
      }
    >
      <Typography sx={{ mb: 2 }}>
        {t('contractManagement.dialogs.assign.text', {
          name: currentRow?.ContractDisplayName ?? '',
        })}
      </Typography>
      {open === 'assign' && <ContractsCompanySearch value={company} onChange={setCompany} />}
    </ContractsDialogFrame>
  );
}

/** Mark a sub contract as a prime. */
export function ContractsMarkPrimeDialog({ projectId }: Props) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const { open, currentRow, closeDialog } = useContractsDialogs();
  const markPrime = useMarkPrime(projectId);
  const [errors, setErrors] = useState<string[]>([]);
  const close = () => {
    closeDialog();
    setErrors([]);
  };
  const submit = () => {
    if (!currentRow) return;
    markPrime.mutate(currentRow.ContractId, {
      onSuccess: () => {
        alerts.success(t('contractManagement.dialogs.markPrime.success'));
        close();
      },
      onError: (error) => setErrors(actionErrorMessages(error, CONTRACT_MESSAGES.markPrime)),
    });
  };
  return (
    <ContractsDialogFrame
      open={open === 'markPrime'}
      title={t('contractManagement.dialogs.markPrime.title')}
      onClose={close}
      onSubmit={submit}
      errors={errors}
      maxWidth="xs"
      action={
        <Button type="submit" variant="contained" disabled={markPrime.isPending}>
          {t('contractManagement.dialogs.markPrime.submit')}
        </Button>
      }
    >
      <Typography>
        {t('contractManagement.dialogs.markPrime.text', {
          name: currentRow?.ContractDisplayName ?? '',
        })}
      </Typography>
    </ContractsDialogFrame>
  );
}

/** Mark a contract as a sub under a chosen prime (the other primes of the project). */
export function ContractsMarkSubDialog({
  projectId,
  list,
}: Props & { list: ContractManagementList }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const { open, currentRow, closeDialog } = useContractsDialogs();
  const markSub = useMarkSub(projectId);
  const [parentId, setParentId] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const primes = list.Contracts.filter((c) => c.ContractId !== currentRow?.ContractId);
  const close = () => {
    closeDialog();
    setParentId(null);
    setErrors([]);
  };
  const submit = () => {
    if (!currentRow || parentId === null) return;
    markSub.mutate(
      { contractId: currentRow.ContractId, parentContractId: parentId },
      {
        onSuccess: () => {
          alerts.success(t('contractManagement.dialogs.markSub.success'));
          close();
        },
        onError: (error) => setErrors(actionErrorMessages(error, CONTRACT_MESSAGES.markSub)),
      },
    );
  };
  return (
    <ContractsDialogFrame
      open={open === 'markSub'}
      title={t('contractManagement.dialogs.markSub.title')}
      onClose={close}
      onSubmit={submit}
      errors={errors}
      action={
        <Button type="submit" variant="contained" disabled={parentId === null || markSub.isPending}>
          {t('contractManagement.dialogs.markSub.submit')}
        </Button>
      }
    >
      <Typography sx={{ mb: 2 }}>
        {primes.length > 0
          ? t('contractManagement.dialogs.markSub.text', {
              name: currentRow?.ContractDisplayName ?? '',
            })
          : t('contractManagement.dialogs.markSub.noPrimes')}
      </Typography>
      {primes.length > 0 && (
        <TextField
          select
          fullWidth
          label={t('contractManagement.form.parent')}
          value={parentId === null ? '' : String(parentId)}
          onChange={(event) => setParentId(Number(event.target.value))}
        >
          {primes.map((p) => (
            <MenuItem key={p.ContractId} value={String(p.ContractId)}>
              {p.ContractDisplayName}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ContractsDialogFrame>
  );
}
