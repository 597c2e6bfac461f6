import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import type { DivisionSummary } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

const RouterLink = createLink(Link);

/**
 * A division's name, opening its breakout, with its code and how many contracts it adds up.
 * Contracts with no division are listed together but have no detail page of their own.
 */
export function DashboardsDivisionName({
  projectId,
  division,
}: {
  projectId: number;
  division: DivisionSummary;
}) {
  const { t } = useTranslation();
  // The server names the contracts without a division in English; the screen says it in the
  // user's language.
  const name = division.DivisionId === null ? t('summary.noDivision') : division.DivisionName;
  const details = [
    division.DivisionCode,
    t('summary.contractCount', { count: division.ContractCount }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack spacing={0.25}>
      {division.DivisionId === null ? (
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      ) : (
        <RouterLink
          to="/project/$id/divisions/$divisionId/detail"
          params={{ id: String(projectId), divisionId: String(division.DivisionId) }}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {name}
        </RouterLink>
      )}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {details}
      </Typography>
    </Stack>
  );
}
