import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CONTRACT_MESSAGES, type Company, type ProjectCompany } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import { useAddContract } from './api/add-contract.ts';
import { useAddInfo } from './api/get-add-info.ts';
import { ContractsProjectCompanySearch } from './components/contracts-company-search.tsx';
import { ContractsFields } from './components/contracts-fields.tsx';
import { ContractsNewCompany } from './components/contracts-new-company.tsx';
import {
  EMPTY_CONTRACT_FORM,
  actionErrorMessages,
  formIsComplete,
  toContractUpdate,
  type ContractFormValues,
} from './contracts-form.ts';

await loadLocales('features/contracts');

export type AddedKind = 'primeAdded' | 'subAdded';

export interface ContractsAddPageProps {
  projectId: number;
  onAdded: (kind: AddedKind) => void;
  onCancel: () => void;
}

/** spec 002 §2 "An add prime/sub page": the company, the prime above a sub, the contract. */
export function ContractsAddPage({ projectId, onAdded, onCancel }: ContractsAddPageProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const info = useAddInfo(projectId);
  const add = useAddContract(projectId);
  const [kind, setKind] = useState<'prime' | 'sub'>('prime');
  const [parentId, setParentId] = useState<number | null>(null);
  const [company, setCompany] = useState<ProjectCompany | Company | null>(null);
  const [placeholder, setPlaceholder] = useState(false);
  const [creating, setCreating] = useState(false);
  const [values, setValues] = useState<ContractFormValues>(EMPTY_CONTRACT_FORM);
  const [errors, setErrors] = useState<string[]>([]);

  if (!info.data) {
    return info.isError ? (
      <Alert severity="error">{t('contractManagement.loadError')}</Alert>
    ) : (
      <Skeleton variant="rounded" height={320} />
    );
  }
  const addInfo = info.data;
  const action = kind === 'prime' ? CONTRACT_MESSAGES.addPrime : CONTRACT_MESSAGES.addSub;
  const ready =
    formIsComplete(values) &&
    (placeholder || company !== null) &&
    (kind === 'prime' || parentId !== null);

  const submit = () => {
    setErrors([]);
    const body = {
      ...toContractUpdate(values, addInfo.CanSeeValues),
      CompanyId: placeholder ? null : (company?.CompanyId ?? null),
    };
    const input =
      kind === 'prime'
        ? ({ kind, body } as const)
        : ({ kind, body: { ...body, ParentContractId: parentId ?? 0 } } as const);
    add.mutate(input, {
      onSuccess: () => onAdded(kind === 'prime' ? 'primeAdded' : 'subAdded'),
      onError: (error) => setErrors(actionErrorMessages(error, action)),
    });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h5" component="h1">
        {t('contractManagement.form.addTitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          component="form"
          spacing={3}
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) submit();
          }}
        >
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={kind}
            aria-label={t('contractManagement.form.kind')}
            onChange={(_event, next: 'prime' | 'sub' | null) => next && setKind(next)}
          >
            <ToggleButton value="prime">{t('contractManagement.form.prime')}</ToggleButton>
            <ToggleButton value="sub">{t('contractManagement.form.sub')}</ToggleButton>
          </ToggleButtonGroup>
          {kind === 'sub' && (
            <TextField
              select
              required
              label={t('contractManagement.form.parent')}
              value={parentId === null ? '' : String(parentId)}
              onChange={(event) => {
                const id = Number(event.target.value);
                setParentId(id);
                const prime = addInfo.PrimeContracts.find((p) => p.ContractId === id);
                // A sub is in its prime's division unless the user says otherwise.
                if (prime && values.DivisionId === null) {
                  setValues((v) => ({ ...v, DivisionId: prime.DivisionId }));
                }
              }}
            >
              {addInfo.PrimeContracts.map((p) => (
                <MenuItem key={p.ContractId} value={String(p.ContractId)}>
                  {p.ContractDisplayName}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Stack spacing={1}>
            {!placeholder && !creating && (
              <ContractsProjectCompanySearch
                projectId={projectId}
                value={company && 'HasContractOnProject' in company ? company : null}
                onChange={setCompany}
              />
            )}
            {!placeholder && !creating && company && (
              <Typography variant="body2" data-testid="chosen-company">
                {t('contractManagement.form.company')}: <strong>{company.Name}</strong>
              </Typography>
            )}
            {company && 'HasContractOnProject' in company && company.HasContractOnProject && (
              <Alert severity="warning">
                {t('contractManagement.form.alreadyExists', { company: company.Name })}
              </Alert>
            )}
            {creating ? (
              <ContractsNewCompany
                onCancel={() => setCreating(false)}
                onDone={(created) => {
                  setCompany(created);
                  setCreating(false);
                }}
              />
            ) : (
              !placeholder && (
                <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setCreating(true)}>
                  {t('contractManagement.form.newCompany')}
                </Button>
              )
            )}
            <FormControlLabel
              control={
                <Checkbox
                  checked={placeholder}
                  onChange={(event) => {
                    setPlaceholder(event.target.checked);
                    setCreating(false);
                  }}
                />
              }
              label={t('contractManagement.form.placeholderContract')}
            />
          </Stack>
          <ContractsFields
            info={addInfo}
            values={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            companyName={placeholder ? null : (company?.Name ?? '')}
          />
          {errors.length > 0 && (
            <Alert severity="error" role="alert">
              {errors.map(translate).join(' ')}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>{t('contractManagement.form.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!ready || add.isPending}>
              {add.isPending
                ? t('contractManagement.form.adding')
                : kind === 'prime'
                  ? t('contractManagement.form.submitPrime')
                  : t('contractManagement.form.submitSub')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
