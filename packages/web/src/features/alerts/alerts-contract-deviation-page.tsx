import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEVIATION_PERCENTAGES, type ContractDeviationInstance } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';
import { formatPercent } from '@/lib/numbers.ts';
import { contractDeviationEditor } from './api/alert-instances.ts';
import { AlertsEditorFrame } from './alerts-editor-frame.tsx';
import { useAlertEditorSave, useBackToListOnNotFound } from './use-alert-editor-save.ts';
import './alerts-editor-table.css';

await Promise.all([loadLocales('features/alerts'), loadLocales('components/save-button')]);

type Row = ContractDeviationInstance['Contracts'][number];
/** '' is "not watched" in the pickers. */
type Limits = ReadonlyMap<number, { under: string; over: string }>;

const limitsOf = (rows: readonly Row[]): Limits =>
  new Map(
    rows.map((r) => [
      r.ContractId,
      { under: String(r.UnderDeviation ?? ''), over: String(r.OverDeviation ?? '') },
    ]),
  );

/**
 * spec 001 §3, §5 "Contract deviation": per contract, how far behind (Under) or ahead (Over) of
 * its plan to date it may go, 5 %–100 % in steps of 5 % (002 §9); a row needs both.
 */
export function AlertsContractDeviationPage({
  projectId,
  isNew,
}: {
  projectId: number;
  isNew: boolean;
}) {
  const { t } = useTranslation();
  const instance = contractDeviationEditor.useInstance(projectId);
  const save = contractDeviationEditor.useSave(projectId);
  const editor = useAlertEditorSave();
  const [limits, setLimits] = useState<Limits | null>(null);

  useEffect(() => {
    if (instance.data && limits === null) setLimits(limitsOf(instance.data.Contracts));
  }, [instance.data, limits]);
  useBackToListOnNotFound(instance.error, projectId);

  const set = (contractId: number, side: 'under' | 'over', value: string) =>
    setLimits((current) => {
      const next = new Map(current);
      next.set(contractId, { ...(next.get(contractId) ?? { under: '', over: '' }), [side]: value });
      return next;
    });

  const onSave = () =>
    void editor.run(async () => {
      // Rows with either limit are sent; the server says when one lacks the other.
      const rows = [...(limits ?? new Map<number, { under: string; over: string }>())]
        .filter(([, l]) => l.under !== '' || l.over !== '')
        .map(([id, l]) => ({
          ContractId: id,
          UnderDeviation: l.under === '' ? null : Number(l.under),
          OverDeviation: l.over === '' ? null : Number(l.over),
        }));
      const saved = await save.mutateAsync({ Contracts: rows });
      setLimits(limitsOf(saved.Contracts));
    });

  const picker = (row: Row, side: 'under' | 'over', label: string) => (
    <TextField
      select
      size="small"
      value={limits?.get(row.ContractId)?.[side] ?? ''}
      onChange={(event) => set(row.ContractId, side, event.target.value)}
      slotProps={{
        select: { displayEmpty: true },
        htmlInput: { 'aria-label': `${label}: ${row.DisplayName}` },
      }}
      sx={{ minWidth: 110 }}
    >
      <MenuItem value="">{t('alerts.contractDeviation.notWatched')}</MenuItem>
      {DEVIATION_PERCENTAGES.map((p) => (
        <MenuItem key={p} value={String(p)}>
          {side === 'under' ? `\u2212${p}%` : `+${p}%`}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <AlertsEditorFrame
      projectId={projectId}
      title={t('alerts.contractDeviation.title')}
      subtitle={t('alerts.contractDeviation.subtitle')}
      isNew={isNew}
      status={editor.status}
      errors={editor.errors}
      onSave={onSave}
    >
      {limits === null || !instance.data ? (
        <Skeleton variant="rounded" height={240} />
      ) : instance.data.Contracts.length === 0 ? (
        <Typography>{t('alerts.contractDeviation.empty')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <table className="alerts-editor-table">
            <thead>
              <tr>
                <th scope="col">{t('alerts.contractDeviation.contract')}</th>
                <th scope="col">{t('alerts.contractDeviation.now')}</th>
                <th scope="col">{t('alerts.contractDeviation.under')}</th>
                <th scope="col">{t('alerts.contractDeviation.over')}</th>
              </tr>
            </thead>
            <tbody>
              {instance.data.Contracts.map((row) => (
                <tr key={row.ContractId} data-testid="contract-deviation-row">
                  <th
                    scope="row"
                    style={row.ParentContractId === null ? undefined : { paddingLeft: 32 }}
                  >
                    {row.DisplayName}
                    {row.ParentContractId !== null && (
                      <div className="alerts-editor-table__muted">
                        {t('alerts.contractDeviation.sub')}
                      </div>
                    )}
                  </th>
                  <td
                    className="alerts-editor-table__figure"
                    data-label={t('alerts.contractDeviation.now')}
                  >
                    {row.Deviation === null
                      ? t('alerts.contractDeviation.noPlan')
                      : formatPercent(row.Deviation, true)}
                  </td>
                  <td data-label={t('alerts.contractDeviation.under')}>
                    {picker(row, 'under', t('alerts.contractDeviation.under'))}
                  </td>
                  <td data-label={t('alerts.contractDeviation.over')}>
                    {picker(row, 'over', t('alerts.contractDeviation.over'))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Paper>
      )}
    </AlertsEditorFrame>
  );
}
