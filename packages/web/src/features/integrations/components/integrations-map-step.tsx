import { useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { INTEGRATIONS_MESSAGES } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { useTranslateText } from '@/lib/i18n.ts';
import { useContractMappings, useSaveContractMappings } from '../api/integrations-api.ts';
import { alertIntegrationErrors } from '../integrations-errors.ts';
import { changedItems, type MappingChoice } from '../integrations-mapping-rules.ts';
import { IntegrationsMappings } from './integrations-mappings.tsx';

export interface IntegrationsMapStepProps {
  projectId: number;
  providerId: number;
  fileImportId: number;
  onDirty: (dirty: boolean) => void;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 1: the schedule's resources mapped to the project's contracts, then saved. */
export function IntegrationsMapStep(props: IntegrationsMapStepProps) {
  const { projectId, providerId, fileImportId } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const mappings = useContractMappings(projectId, providerId, fileImportId);
  const save = useSaveContractMappings(projectId, providerId);
  const [edits, setEdits] = useState<Map<number, MappingChoice>>(new Map());

  const submit = async () => {
    if (!mappings.data) return;
    try {
      await save.mutateAsync({
        FileImportId: fileImportId,
        Items: changedItems(mappings.data.EyrusContracts, mappings.data.ExternalContracts, edits),
      });
      setEdits(new Map());
      props.onDirty(false);
      alerts.success(translate(INTEGRATIONS_MESSAGES.mappingsSaved));
      props.onSaved();
    } catch (error) {
      alertIntegrationErrors(alerts, error, translate);
    }
  };

  return (
    <div className="integrations__panel" style={{ display: 'grid', gap: 16 }}>
      <Typography>{t('integrations.mappings.intro')}</Typography>
      {mappings.isError && <Alert severity="error">{t('integrations.loadError')}</Alert>}
      {mappings.data ? (
        <IntegrationsMappings
          mappings={mappings.data}
          edits={edits}
          onEdit={(contractId, choice) => {
            setEdits((current) => new Map(current).set(contractId, choice));
            props.onDirty(true);
          }}
        />
      ) : (
        !mappings.isError && <Skeleton variant="rounded" height={240} />
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={props.onBack}>{t('integrations.steps.back')}</Button>
        <Button
          variant="contained"
          disabled={!mappings.data || save.isPending}
          onClick={() => void submit()}
        >
          {save.isPending ? t('integrations.mappings.saving') : t('integrations.mappings.save')}
        </Button>
      </div>
    </div>
  );
}
