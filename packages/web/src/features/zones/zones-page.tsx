import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from '@tanstack/react-router';
import { ZONES_MESSAGES, type ZoneDetail } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { useZoneHierarchy } from './api/get-zone-hierarchy.ts';
import { ZonesFormDialog, type ZonesFormTarget } from './components/zones-form-dialog.tsx';
import { ZonesTreeList } from './components/zones-tree-list.tsx';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/zones');

/** spec 002 §2 "Zones screens": the zone tree, with a toggle for archived zones. */
export function ZonesPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const hierarchy = useZoneHierarchy(projectId);
  const [showArchived, setShowArchived] = useState(false);
  const [form, setForm] = useState<ZonesFormTarget | null>(null);
  // The zone just added, and under which parent: the tree marks it, and "Add another" adds a
  // sibling, so six zones are six dialogs on one screen (not six trips to a zone and back).
  const [added, setAdded] = useState<{ zone: ZoneDetail; parentId: number | null } | null>(null);
  const roots = hierarchy.data ?? [];

  return (
    <Stack spacing={2.5}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1.5,
        }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {t('zones.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('zones.subtitle')}</Typography>
        </div>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setForm({ kind: 'create', parentId: null })}
        >
          {t('zones.addZone')}
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
          />
        }
        label={t('zones.showArchived')}
      />
      {added && (
        <Alert
          severity="success"
          onClose={() => setAdded(null)}
          action={
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                color="inherit"
                size="small"
                onClick={() => setForm({ kind: 'create', parentId: added.parentId })}
              >
                {t('zones.form.addAnother')}
              </Button>
              <Button
                color="inherit"
                size="small"
                onClick={() =>
                  void navigate({
                    to: '/project/$id/zones/$zoneId/access',
                    params: { id: String(projectId), zoneId: String(added.zone.ProjectZoneId) },
                  })
                }
              >
                {t('zones.form.openAccess')}
              </Button>
            </Stack>
          }
        >
          {t('zones.form.created', { name: added.zone.ZoneName })}
        </Alert>
      )}
      {hierarchy.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : hierarchy.isError ? (
        <Alert severity="error">{t('zones.loadError')}</Alert>
      ) : roots.length === 0 ? (
        <Alert severity="info">{t('zones.empty')}</Alert>
      ) : (
        <ZonesTreeList
          projectId={projectId}
          roots={roots}
          showArchived={showArchived}
          selectedId={added?.zone.ProjectZoneId ?? null}
          onAddChild={(zone) => setForm({ kind: 'create', parentId: zone.ProjectZoneId })}
          onEdit={(zone) =>
            setForm({
              kind: 'edit',
              zoneId: zone.ProjectZoneId,
              values: {
                ZoneName: zone.ZoneName,
                parentProjectZoneId: zone.parentProjectZoneId,
                zoneDescription: zone.zoneDescription,
              },
            })
          }
        />
      )}
      <ZonesFormDialog
        projectId={projectId}
        target={form}
        roots={roots}
        onClose={() => setForm(null)}
        onSaved={(zone) => {
          const target = form;
          setForm(null);
          if (target?.kind === 'create') {
            // Stay on the tree: the new zone marked, with "Add another" and its access rules.
            setAdded({ zone, parentId: target.parentId });
          } else {
            alerts.success(ZONES_MESSAGES.zoneUpdated);
          }
        }}
      />
    </Stack>
  );
}
