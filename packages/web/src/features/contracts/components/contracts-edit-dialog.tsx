import { useEffect, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { CONTRACT_MESSAGES, type Contract } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { SaveChangesButton } from '@/components/save-button/save-changes-button.tsx';
import { useSaveCycle } from '@/components/save-button/use-save-cycle.ts';
import { useAddInfo } from '../api/get-add-info.ts';
import { useContract } from '../api/get-contract.ts';
import { useUpdateContract } from '../api/update-contract.ts';
import {
  actionErrorMessages,
  formFromContract,
  formIsComplete,
  toContractUpdate,
  type ContractFormValues,
} from '../contracts-form.ts';
import { useContractsDialogs } from '../contracts-dialogs-context.ts';
import { ContractsDialogFrame } from './contracts-dialog-frame.tsx';
import { ContractsFields } from './contracts-fields.tsx';

function EditForm({
  projectId,
  contract,
  values,
  onChange,
}: {
  projectId: number;
  contract: Contract;
  values: ContractFormValues;
  onChange: (patch: Partial<ContractFormValues>) => void;
}) {
  const info = useAddInfo(projectId);
  if (!info.data) return <Skeleton variant="rounded" height={240} />;
  return (
    <ContractsFields
      info={info.data}
      values={values}
      onChange={onChange}
      companyName={contract.CompanyName}
      editing={{
        contractId: contract.ContractId,
        trade: contract.IsTradePredefined ? contract.Trade : null,
      }}
    />
  );
}

/** The edit modal: the contract as it is now, saved with the save cycle (spec 002 §4). */
export function ContractsEditDialog({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const { open, currentRow, closeDialog } = useContractsDialogs();
  const isOpen = open === 'edit' && currentRow !== null;
  const contract = useContract(projectId, currentRow?.ContractId ?? 0);
  const update = useUpdateContract(projectId);
  const cycle = useSaveCycle();
  const [values, setValues] = useState<ContractFormValues | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (isOpen && contract.data && contract.data.ContractId === currentRow.ContractId) {
      setValues((shown) => shown ?? formFromContract(contract.data));
    }
  }, [isOpen, contract.data, currentRow]);

  const close = () => {
    closeDialog();
    setValues(null);
    setErrors([]);
  };
  const submit = async () => {
    if (!currentRow || !values || !contract.data) return;
    setErrors([]);
    const canSeeValues = contract.data.ContractValue !== undefined;
    const result = await cycle.run(() =>
      update.mutateAsync({
        contractId: currentRow.ContractId,
        body: toContractUpdate(values, canSeeValues),
      }),
    );
    if (result.ok) {
      alerts.success(t('contractManagement.dialogs.edit.success'));
      close();
    } else setErrors(actionErrorMessages(result.error, CONTRACT_MESSAGES.updateContract));
  };

  return (
    <ContractsDialogFrame
      open={open === 'edit'}
      title={t('contractManagement.dialogs.edit.title', {
        name: currentRow?.ContractDisplayName ?? '',
      })}
      onClose={close}
      onSubmit={() => void submit()}
      errors={errors}
      maxWidth="md"
      action={
        <SaveChangesButton status={cycle.status} disabled={!values || !formIsComplete(values)} />
      }
    >
      {isOpen && values && contract.data ? (
        <EditForm
          projectId={projectId}
          contract={contract.data}
          values={values}
          onChange={(patch) => setValues((v) => (v ? { ...v, ...patch } : v))}
        />
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
    </ContractsDialogFrame>
  );
}
