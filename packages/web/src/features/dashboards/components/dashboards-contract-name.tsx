import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import { WORKFORCE_CONTRACT_TYPE_ID, type ContractSummary } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

const RouterLink = createLink(Link);

/** A contract's name, opening its detail, with what kind of contract it is under it. */
export function DashboardsContractName({
  projectId,
  contract,
}: {
  projectId: number;
  contract: ContractSummary;
}) {
  const { t } = useTranslation();
  // The name already says the trade ("Atlas Concrete Co. - Concrete"): under it, the division.
  const kind =
    contract.ContractTypeId === WORKFORCE_CONTRACT_TYPE_ID
      ? contract.DivisionName
      : t('summary.otherContract');
  return (
    <Stack spacing={0.25}>
      <RouterLink
        to="/project/$id/contracts/$contractId/detail"
        params={{ id: String(projectId), contractId: String(contract.ContractId) }}
        underline="hover"
        sx={{ fontWeight: 600 }}
      >
        {contract.DisplayName}
      </RouterLink>
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {kind && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {kind}
          </Typography>
        )}
        {contract.IsCriticalTrade && (
          <Chip size="small" color="secondary" label={t('summary.critical')} sx={{ height: 20 }} />
        )}
        {contract.OwnerServices && (
          <Chip
            size="small"
            variant="outlined"
            label={t('summary.ownerServices')}
            sx={{ height: 20 }}
          />
        )}
      </Stack>
    </Stack>
  );
}
