import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { createLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useContracts } from './api/get-contracts.ts';
import type { AddedKind } from './contracts-add-page.tsx';
import { ContractsDialogsProvider } from './contracts-dialogs-context.ts';
import { ContractsEditDialog } from './components/contracts-edit-dialog.tsx';
import { ContractsList } from './components/contracts-list.tsx';
import {
  ContractsAssignDialog,
  ContractsMarkPrimeDialog,
  ContractsMarkSubDialog,
} from './components/contracts-move-dialogs.tsx';

await loadLocales('features/contracts');

const ButtonLink = createLink(Button);

export interface ContractsPageProps {
  projectId: number;
  /** spec 002 §2: subAdded or primeAdded shows a success alert, then the parameter is cleared. */
  success: AddedKind | undefined;
  onSuccessShown: () => void;
}

/** spec 002 §2 contract management: prime contracts, prime divisions and sub contracts. */
export function ContractsPage({ projectId, success, onSuccessShown }: ContractsPageProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const contracts = useContracts(projectId);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!success || shown.current === success) return;
    shown.current = success;
    alerts.success(t(`contractManagement.success.${success}`));
    onSuccessShown();
  }, [success, alerts, t, onSuccessShown]);

  return (
    <ContractsDialogsProvider>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="h5" component="h1">
            {t('contractManagement.title')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <ButtonLink
              to="/project/$id/contract-management/plan"
              params={{ id: String(projectId) }}
              startIcon={<EventNoteOutlinedIcon />}
            >
              {t('contractManagement.openPlan')}
            </ButtonLink>
            <ButtonLink
              to="/project/$id/contract-management/subscriptions"
              params={{ id: String(projectId) }}
              startIcon={<MailOutlineIcon />}
            >
              {t('contractManagement.openSubscriptions')}
            </ButtonLink>
            <ButtonLink
              to="/project/$id/contract-management/contract/add"
              params={{ id: String(projectId) }}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('contractManagement.addContract')}
            </ButtonLink>
          </Stack>
        </Stack>
        {contracts.isError && <Alert severity="error">{t('contractManagement.loadError')}</Alert>}
        {contracts.isPending && <Skeleton variant="rounded" height={320} />}
        {contracts.data &&
          (contracts.data.Contracts.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography>{t('contractManagement.empty')}</Typography>
            </Paper>
          ) : (
            <>
              <ContractsList list={contracts.data} />
              <ContractsMarkSubDialog projectId={projectId} list={contracts.data} />
            </>
          ))}
      </Stack>
      <ContractsAssignDialog projectId={projectId} />
      <ContractsMarkPrimeDialog projectId={projectId} />
      <ContractsEditDialog projectId={projectId} />
    </ContractsDialogsProvider>
  );
}
