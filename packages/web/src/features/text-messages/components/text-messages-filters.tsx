import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TEXT_DATE_RANGE_OPTIONS,
  UNASSIGNED_WORKERS_CONTRACT_ID,
  textDateRange,
  type TextMessageContract,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/components/date-range/date-range-picker.tsx';
import type { RangeContext, TextFilterDraft } from '../text-messages-rules.ts';
import { truncatedChips } from '@/components/truncate/truncated-chips.tsx';

/**
 * spec 002 §3 filters: the range (On-site Now … Entire Project, Custom), every contract or some
 * (with the unassigned workers, contract 0), only with an active badge.
 */
export function TextMessagesFilters(props: {
  draft: TextFilterDraft;
  context: RangeContext;
  contracts: readonly TextMessageContract[];
  loadingContracts: boolean;
  onChange: (draft: TextFilterDraft) => void;
}) {
  const { t } = useTranslation();
  const { draft, onChange } = props;
  const chosen = draft.contractIds
    .map((id) => props.contracts.find((c) => c.ContractId === id))
    .filter((c): c is TextMessageContract => c !== undefined);
  const help =
    draft.option === 'On-site Now'
      ? t('textMessages.filters.rangeHelp.onSite')
      : draft.option === 'Entire Project'
        ? t('textMessages.filters.rangeHelp.entire')
        : t('textMessages.filters.rangeHelp.seen');
  return (
    <Stack spacing={2}>
      <div>
        <DateRangePicker
          options={TEXT_DATE_RANGE_OPTIONS}
          customOption="Custom"
          optionLabel={(option) => t(`textMessages.ranges.${option}`)}
          resolve={(option) => {
            const range = textDateRange(option, props.context);
            return { start: range?.first ?? '', end: range?.last ?? '' };
          }}
          value={{ option: draft.option, start: draft.start, end: draft.end }}
          onChange={(range) => onChange({ ...draft, ...range })}
          maxDate={props.context.today}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {help}
        </Typography>
      </div>
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch
              checked={!draft.contractFilter}
              onChange={(event) => onChange({ ...draft, contractFilter: !event.target.checked })}
            />
          }
          label={t('textMessages.filters.allContracts')}
        />
        {draft.contractFilter && (
          <Autocomplete<TextMessageContract, true>
            multiple
            size="small"
            disableCloseOnSelect
            loading={props.loadingContracts}
            options={props.contracts}
            value={chosen}
            isOptionEqualToValue={(option, value) => option.ContractId === value.ContractId}
            getOptionLabel={(option) => option.ContractDisplayName}
            renderValue={truncatedChips(
              (option: (typeof props.contracts)[number]) => option.ContractDisplayName,
            )}
            onChange={(_event, next) =>
              onChange({ ...draft, contractIds: next.map((c) => c.ContractId) })
            }
            renderOption={({ key, ...rest }, option, { selected }) => (
              <li key={key} {...rest}>
                <Checkbox size="small" checked={selected} sx={{ p: 0.5, mr: 1 }} />
                <Typography
                  variant="body2"
                  sx={{
                    flex: 1,
                    ...(option.ContractId === UNASSIGNED_WORKERS_CONTRACT_ID && {
                      fontStyle: 'italic',
                    }),
                  }}
                >
                  {option.ContractDisplayName}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
                  {t('textMessages.filters.workers', { count: option.WorkersCount })}
                </Typography>
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('textMessages.filters.contracts')}
                helperText={t('textMessages.filters.contractsHelp')}
                error={draft.contractIds.length === 0}
              />
            )}
          />
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.onlyIncludeWorkersWithAnActiveTag}
              onChange={(event) =>
                onChange({ ...draft, onlyIncludeWorkersWithAnActiveTag: event.target.checked })
              }
            />
          }
          label={t('textMessages.filters.activeTag')}
        />
      </Stack>
    </Stack>
  );
}
