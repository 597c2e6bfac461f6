import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ZONE_ACCESS_LEVELS, type ZoneAccessLevel, type zoneRuleProblems } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useTranslateText } from '@/lib/i18n.ts';
import type { DraftRule } from '../zones-rules-draft.ts';

export interface ZonesRuleRowProps {
  rule: DraftRule;
  problems: ReturnType<typeof zoneRuleProblems>;
  disabled: boolean;
  onLevel: (level: ZoneAccessLevel) => void;
  onDate: (field: 'StartDateInclusive' | 'EndDateInclusive', value: string) => void;
  onRemove: () => void;
  /** A saved worker rule is reset on the server (spec 002 §3); others are just removed. */
  onReset?: () => void;
}

/** One rule: who, the access level and the dates the level takes (spec 002 §5). */
export function ZonesRuleRow({
  rule,
  problems,
  disabled,
  onLevel,
  onDate,
  onRemove,
  onReset,
}: ZonesRuleRowProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const problem = (field: 'StartDateInclusive' | 'EndDateInclusive') =>
    problems.find((p) => p.field === field)?.message;
  const date = (field: 'StartDateInclusive' | 'EndDateInclusive', label: string, off: boolean) => {
    const message = problem(field);
    return (
      <TextField
        type="date"
        size="small"
        label={label}
        value={rule[field] ?? ''}
        disabled={disabled || off}
        onChange={(event) => onDate(field, event.target.value)}
        error={message !== undefined}
        helperText={message && translate(message)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 170 } }}
      />
    );
  };
  return (
    <Stack
      role="group"
      aria-label={rule.name}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ py: 1.5, alignItems: { md: 'flex-start' } }}
    >
      <Stack sx={{ flex: 1, minWidth: 0, pt: { md: 1 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{rule.name}</Typography>
          {!rule.saved && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t('zones.access.unsaved')}
            />
          )}
        </Stack>
        {rule.detail && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {rule.detail}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('zones.access.level')}
          value={rule.AccessLevel}
          disabled={disabled}
          onChange={(event) => onLevel(event.target.value as ZoneAccessLevel)}
          sx={{ width: { xs: '100%', sm: 150 } }}
        >
          {ZONE_ACCESS_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {t(`zones.access.levels.${level}`)}
            </MenuItem>
          ))}
        </TextField>
        {date('StartDateInclusive', t('zones.access.start'), rule.AccessLevel === 'Deny')}
        {date('EndDateInclusive', t('zones.access.end'), rule.AccessLevel !== 'Limited')}
        {onReset ? (
          <Button
            size="small"
            disabled={disabled}
            onClick={onReset}
            aria-label={t('zones.access.resetLabel', { name: rule.name })}
            sx={{ mt: 0.75 }}
          >
            {t('zones.access.reset')}
          </Button>
        ) : (
          <Tooltip title={t('zones.access.remove', { name: rule.name })}>
            <span>
              <IconButton
                disabled={disabled}
                onClick={onRemove}
                aria-label={t('zones.access.remove', { name: rule.name })}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Stack>
    </Stack>
  );
}
