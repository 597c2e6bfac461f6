import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import type { ContractBase } from '@siteline/shared';
import { formatMoney } from '@siteline/shared/common/money';
import { useTranslation } from 'react-i18next';
import { useContractsDialogs, type ContractDialogKind } from '../contracts-dialogs-context.ts';

export interface ContractsRowProps {
  contract: ContractBase;
  isSub?: boolean;
  hasSubs?: boolean;
  showValues: boolean;
  /** The values' currency (the project's country's, ISO 4217). */
  currency: string;
}

/** One contract of the list: name, company, trade, flags, values, and its actions. */
export function ContractsRow({
  contract,
  isSub,
  hasSubs,
  showValues,
  currency,
}: ContractsRowProps) {
  const { t, i18n } = useTranslation();
  const money = (value: number | null | undefined, unit = '') =>
    value == null ? '—' : `${formatMoney(value, currency, i18n.language)}${unit}`;
  const { openDialog } = useContractsDialogs();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions: ContractDialogKind[] = [
    'edit',
    ...(contract.IsPlaceholder ? (['assign'] as const) : []),
    ...(isSub ? (['markPrime'] as const) : []),
    ...(!isSub && !hasSubs ? (['markSub'] as const) : []),
  ];
  const open = (kind: ContractDialogKind) => {
    setAnchor(null);
    openDialog(kind, contract);
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid={`contract-${contract.ContractId}`}
      sx={{ alignItems: 'center', py: 1, pl: isSub ? { xs: 2, sm: 4 } : 0, minWidth: 0 }}
    >
      {isSub && <SubdirectoryArrowRightIcon fontSize="small" sx={{ color: 'text.secondary' }} />}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: isSub ? 400 : 600, overflowWrap: 'anywhere' }}>
          {contract.ContractDisplayName}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {contract.Trade}
            {contract.CompanyName ? ` · ${contract.CompanyName}` : ''}
          </Typography>
          {contract.IsPlaceholder && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t('contractManagement.placeholder')}
            />
          )}
          {contract.IsCriticalTrade && (
            <Chip size="small" variant="outlined" label={t('contractManagement.critical')} />
          )}
          {contract.OwnerServices && (
            <Chip size="small" variant="outlined" label={t('contractManagement.ownerServices')} />
          )}
        </Stack>
      </Box>
      {showValues && (
        <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' }, minWidth: 140 }}>
          <Typography variant="body2">{money(contract.ContractValue)}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {money(contract.HourlyRate, ' /h')}
          </Typography>
        </Box>
      )}
      <IconButton
        aria-label={t('contractManagement.actions.menu', { name: contract.ContractDisplayName })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((kind) => (
          <MenuItem key={kind} onClick={() => open(kind)}>
            {t(`contractManagement.actions.${kind === 'assign' ? 'assign' : kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
