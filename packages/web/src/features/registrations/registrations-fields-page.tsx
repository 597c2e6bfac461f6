import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { RegistrationFieldOverride, RegistrationFieldSelection } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { loadLocales, translateText } from '@/lib/i18n.ts';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes/unsaved-changes-guard.tsx';
import { describeError } from '@/lib/api-error.ts';
import { useAllFields, useMergeFields, useOverrides } from './api/registrations-fields-api.ts';
import { RegistrationsOverrideDialog } from './components/registrations-override-dialog.tsx';
import { inOrder, moveField } from './registrations-fields-order.ts';

// The profile sections' names in Spanish are the worker record's (as on the desk's form).
await loadLocales('features/workers/record');

type Choice = Pick<RegistrationFieldSelection, 'IsAdded' | 'IsRequired'>;

/**
 * spec 000 §3, 002 §3: which catalogue fields a registration asks, which are required, and the
 * project's names for them; the selection is saved whole; leaving with unsaved changes asks.
 */
export function RegistrationsFieldsPage({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const alerts = useAlerts();
  const fields = useAllFields(projectId);
  const overrides = useOverrides(projectId);
  const merge = useMergeFields(projectId);
  const [edits, setEdits] = useState<Record<number, Choice>>({});
  /** The fields' order as ids once the user moved one; null keeps the saved order. */
  const [order, setOrder] = useState<number[] | null>(null);
  const [editing, setEditing] = useState<RegistrationFieldOverride | null>(null);
  const spanish = i18n.language.startsWith('es');

  const rows = useMemo(
    () =>
      inOrder(
        (fields.data ?? []).map((f) => ({ ...f, ...edits[f.RegistrationFieldId] })),
        order,
      ),
    [fields.data, edits, order],
  );
  const moved =
    order !== null &&
    rows.some((r, index) => r.RegistrationFieldId !== fields.data?.[index]?.RegistrationFieldId);
  const dirty =
    moved ||
    (fields.data ?? []).some((f) => {
      const e = edits[f.RegistrationFieldId];
      return e !== undefined && (e.IsAdded !== f.IsAdded || e.IsRequired !== f.IsRequired);
    });
  const sections = useMemo(() => {
    const bySection = new Map<string, typeof rows>();
    for (const row of rows) {
      bySection.set(row.ProfileSectionName, [
        ...(bySection.get(row.ProfileSectionName) ?? []),
        row,
      ]);
    }
    return [...bySection.entries()];
  }, [rows]);

  if (fields.isPending) return <Skeleton variant="rounded" height={320} />;
  if (fields.isError) return <Alert severity="error">{t('registrations.loadError')}</Alert>;

  const change = (row: RegistrationFieldSelection, next: Partial<Choice>) => {
    const choice = { IsAdded: row.IsAdded, IsRequired: row.IsRequired, ...next };
    if (!choice.IsAdded) choice.IsRequired = false;
    setEdits((current) => ({ ...current, [row.RegistrationFieldId]: choice }));
  };

  const move = (id: number, step: -1 | 1) =>
    setOrder(moveField(rows, id, step).map((r) => r.RegistrationFieldId));

  const onSave = async () => {
    try {
      await merge.mutateAsync(
        rows.map((r) => ({
          RegistrationFieldId: r.RegistrationFieldId,
          RegistrationFieldSelectionId: r.RegistrationFieldSelectionId,
          IsAdded: r.IsAdded,
          IsRequired: r.IsRequired,
          ProfileSectionName: r.ProfileSectionName,
          ProfileSubSectionName: r.ProfileSubSectionName,
        })),
      );
      setEdits({});
      setOrder(null);
      alerts.success(t('registrations.fields.saved'));
    } catch (error) {
      const notice = describeError(error);
      alerts.error(notice.message, notice.durationMs);
    }
  };

  const overrideOf = (id: number) => overrides.data?.find((o) => o.RegistrationFieldId === id);

  return (
    <Stack spacing={2}>
      <UnsavedChangesGuard when={dirty} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography variant="h6" component="h2">
            {t('registrations.fields.heading')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('registrations.fields.intro')}
          </Typography>
        </div>
        <Button
          variant="contained"
          disabled={!dirty || merge.isPending}
          onClick={() => void onSave()}
          sx={{ flexShrink: 0 }}
        >
          {t('registrations.fields.save')}
        </Button>
      </Stack>
      {sections.map(([section, list]) => (
        <Paper key={section} variant="outlined" sx={{ overflowX: 'auto' }}>
          <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
            {translateText(section)}
          </Typography>
          <Table
            size="small"
            aria-label={translateText(section)}
            sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('registrations.fields.column.field')}</TableCell>
                <TableCell padding="checkbox">{t('registrations.fields.column.added')}</TableCell>
                <TableCell padding="checkbox">
                  {t('registrations.fields.column.required')}
                </TableCell>
                <TableCell align="right">{t('registrations.fields.column.names')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((row, index) => {
                const name = spanish ? row.DisplayNameSpanish : row.DisplayNameEnglish;
                const override = overrideOf(row.RegistrationFieldId);
                return (
                  <TableRow key={row.RegistrationFieldId}>
                    <TableCell>
                      {name}
                      {row.ProfileSubSectionName && (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {translateText(row.ProfileSubSectionName)}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={row.IsAdded}
                        disabled={row.IsAlwaysRequired}
                        onChange={(e) => change(row, { IsAdded: e.target.checked })}
                        slotProps={{
                          input: { 'aria-label': `${t('registrations.fields.added')}: ${name}` },
                        }}
                      />
                    </TableCell>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={row.IsRequired}
                        disabled={row.IsAlwaysRequired || !row.IsAdded}
                        onChange={(e) => change(row, { IsRequired: e.target.checked })}
                        slotProps={{
                          input: { 'aria-label': `${t('registrations.fields.required')}: ${name}` },
                        }}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {/* On a phone the arrows stack, so the row fits 360 px. */}
                      <Box
                        sx={{
                          display: 'inline-flex',
                          flexDirection: { xs: 'column', sm: 'row' },
                          verticalAlign: 'middle',
                        }}
                      >
                        <IconButton
                          size="small"
                          aria-label={t('registrations.fields.moveUp', { name })}
                          disabled={index === 0}
                          onClick={() => move(row.RegistrationFieldId, -1)}
                        >
                          <ArrowUpwardIcon />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={t('registrations.fields.moveDown', { name })}
                          disabled={index === list.length - 1}
                          onClick={() => move(row.RegistrationFieldId, 1)}
                        >
                          <ArrowDownwardIcon />
                        </IconButton>
                      </Box>
                      <IconButton
                        size="small"
                        aria-label={t('registrations.fields.editLabel', { name })}
                        disabled={!override}
                        onClick={() => override && setEditing(override)}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      ))}
      {editing && (
        <RegistrationsOverrideDialog
          projectId={projectId}
          field={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
