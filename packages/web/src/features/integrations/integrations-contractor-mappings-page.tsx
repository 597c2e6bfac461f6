import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { INTEGRATIONS_MESSAGES } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes/unsaved-changes-guard.tsx';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import {
  useContractMappings,
  useSaveContractMappings,
  useServiceProvider,
} from './api/integrations-api.ts';
import { IntegrationsMappings } from './components/integrations-mappings.tsx';
import { alertIntegrationErrors } from './integrations-errors.ts';
import { changedItems, type MappingChoice } from './integrations-mapping-rules.ts';
import './integrations.css';

await loadLocales('features/integrations');

/** spec 000 §4 /contractor-mappings: the project's contracts to the provider's vendors. */
export function IntegrationsContractorMappingsPage(props: {
  projectId: number;
  providerId: number;
}) {
  const { projectId, providerId } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const name = useServiceProvider(projectId, providerId).data?.ServiceProviderName ?? '';
  const mappings = useContractMappings(projectId, providerId, undefined);
  const save = useSaveContractMappings(projectId, providerId);
  const [edits, setEdits] = useState<Map<number, MappingChoice>>(new Map());

  const submit = async () => {
    if (!mappings.data) return;
    try {
      await save.mutateAsync({
        FileImportId: null,
        Items: changedItems(mappings.data.EyrusContracts, mappings.data.ExternalContracts, edits),
      });
      setEdits(new Map());
      alerts.success(translate(INTEGRATIONS_MESSAGES.mappingsSaved));
    } catch (error) {
      alertIntegrationErrors(alerts, error, translate);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <UnsavedChangesGuard when={edits.size > 0} />
      <div>
        <Typography variant="h5" component="h1">
          {t('integrations.procore.contractorMappings.title', { provider: name })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760, mt: 0.5 }}>
          {t('integrations.procore.contractorMappings.intro', { provider: name })}
        </Typography>
      </div>
      {mappings.isError && <Alert severity="error">{t('integrations.loadError')}</Alert>}
      {mappings.data ? (
        <IntegrationsMappings
          mappings={mappings.data}
          edits={edits}
          onEdit={(contractId, choice) =>
            setEdits((current) => new Map(current).set(contractId, choice))
          }
        />
      ) : (
        !mappings.isError && <Skeleton variant="rounded" height={240} />
      )}
      <div>
        <Button
          variant="contained"
          disabled={!mappings.data || save.isPending}
          onClick={() => void submit()}
        >
          {t('integrations.procore.contractorMappings.save')}
        </Button>
      </div>
    </div>
  );
}
