import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  PROJECT_TAG_FILTERS,
  type ProjectTag,
  type ProjectTagFilter,
} from '@siteline/shared/workers/workers-project-tags.schemas';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { formatDate } from '@/lib/dates.ts';
import { formatCount } from '@/lib/numbers.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useProjectTags } from './api/project-tags.ts';

await loadLocales('features/workers/badges');

/**
 * The project's badges (decision 0032): every tag with who holds it today and when a reader last
 * heard it, through the spec's four tag filters (spec 002 §9), each with its count.
 */
export function WorkersProjectTagsPage({
  projectId,
  filter,
  onFilterChange,
  onOpenWorker,
}: {
  projectId: number;
  filter: ProjectTagFilter;
  onFilterChange: (filter: ProjectTagFilter) => void;
  /** A row of a held badge opens its holder's record. */
  onOpenWorker: (workerId: number) => void;
}) {
  const { t } = useTranslation();
  const tags = useProjectTags(projectId, filter);
  const columns = useMemo<DataGridColumn<ProjectTag>[]>(
    () => [
      {
        id: 'tag',
        size: 160,
        header: t('workerBadges.projectTags.columns.tag'),
        value: (r) => r.Tag,
      },
      {
        id: 'type',
        size: 150,
        header: t('workerBadges.projectTags.columns.type'),
        value: (r) => r.TagTypeName,
      },
      {
        id: 'holder',
        size: 190,
        header: t('workerBadges.projectTags.columns.holder'),
        value: (r) => r.Holder?.WorkerName ?? '',
        text: (r) => r.Holder?.WorkerName ?? t('workerBadges.projectTags.nobody'),
      },
      {
        id: 'company',
        size: 180,
        header: t('workerBadges.projectTags.columns.company'),
        value: (r) => r.Holder?.CompanyName ?? '',
      },
      {
        id: 'since',
        size: 120,
        header: t('workerBadges.projectTags.columns.since'),
        value: (r) => r.Holder?.StartDate ?? '',
        text: (r) => formatDate(r.Holder?.StartDate),
      },
      {
        id: 'lastSeen',
        size: 130,
        header: t('workerBadges.projectTags.columns.lastSeen'),
        value: (r) => r.LastSeenDate ?? '',
        text: (r) =>
          r.LastSeenDate ? formatDate(r.LastSeenDate) : t('workerBadges.projectTags.never'),
      },
      {
        id: 'switchedOn',
        size: 120,
        header: t('workerBadges.projectTags.columns.switchedOn'),
        value: (r) => (r.IsActive ? 1 : 0),
        text: (r) =>
          r.IsActive ? t('workerBadges.projectTags.on') : t('workerBadges.projectTags.off'),
      },
    ],
    [t],
  );
  const counts = tags.data?.Counts;
  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h4" component="h1">
          {t('workerBadges.projectTags.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('workerBadges.projectTags.subtitle')}
        </Typography>
      </div>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={filter}
        aria-label={t('workerBadges.projectTags.filter')}
        onChange={(_event, next: ProjectTagFilter | null) => {
          if (next !== null && next !== filter) onFilterChange(next);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {PROJECT_TAG_FILTERS.map((f) => (
          <ToggleButton key={f} value={f} sx={{ px: 1.5, whiteSpace: 'nowrap' }}>
            {t(`workerBadges.projectTags.filters.${f}`)}
            {counts ? ` (${formatCount(counts[f])})` : ''}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {filter === 'ProviderOnly' && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('workerBadges.projectTags.providerHint')}
        </Typography>
      )}
      <DataGrid
        id="workers.projectTags"
        label={t('workerBadges.projectTags.title')}
        columns={columns}
        rows={tags.data?.Tags ?? []}
        getRowId={(r) => String(r.TagId)}
        defaultSort={{ id: 'tag', desc: false }}
        pageSizes={[100, 150, 200]}
        defaultPageSize={150}
        loading={tags.isPending}
        error={tags.isError}
        emptyText={t(`workerBadges.projectTags.empty.${filter}`)}
        onRowOpen={(r) => {
          if (r.Holder) onOpenWorker(r.Holder.WorkerId);
        }}
      />
    </Stack>
  );
}
