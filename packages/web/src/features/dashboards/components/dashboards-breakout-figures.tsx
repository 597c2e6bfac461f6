import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { DeviationIndexCard } from '@/components/index-card/deviation-index-card.tsx';
import { IndexCard } from '@/components/index-card/index-card.tsx';
import { formatCount, formatPercent } from '@/lib/numbers.ts';

/**
 * The headline figures of one breakout: the range's hours and deviation over its days before
 * today (the same hours the deviation compares, so the cards reconcile), then TCI and TSI to date
 * and who was seen today.
 */
export interface BreakoutFigures {
  /** Planned and actual hours of the range's days before today. */
  planned: number;
  actual: number;
  /** Planned hours of the whole range, today and later days included. */
  plannedInRange: number;
  deviation: number | null;
  tci: number | null;
  tsi: number | null;
  onsiteToday: number;
}

const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));

export function DashboardsBreakoutFigures({ figures }: { figures: BreakoutFigures | undefined }) {
  const { t } = useTranslation();
  const cell = { xs: 6, sm: 4, lg: 2 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <IndexCard
          compact
          label={t('breakout.figures.planned')}
          data-testid="breakout-planned"
          value={
            figures && t('breakout.figures.hoursValue', { hours: formatCount(figures.planned) })
          }
          caption={
            figures &&
            t('breakout.figures.plannedCaption', {
              hours: formatCount(figures.plannedInRange),
            })
          }
        />
      </Grid>
      <Grid size={cell}>
        <IndexCard
          compact
          label={t('breakout.figures.actual')}
          data-testid="breakout-actual"
          value={
            figures && t('breakout.figures.hoursValue', { hours: formatCount(figures.actual) })
          }
          caption={t('breakout.figures.toDate')}
        />
      </Grid>
      <Grid size={cell}>
        <DeviationIndexCard
          compact
          label={t('breakout.figures.deviation')}
          data-testid="breakout-deviation"
          value={figures && figures.deviation}
          // No days before today in the range (a current week on its Monday): nothing to compare
          // yet, which is not the same as having no plan.
          noneLabel={
            figures && figures.plannedInRange > 0 ? t('breakout.figures.nothingYet') : undefined
          }
          caption={t('breakout.figures.toDate')}
        />
      </Grid>
      <Grid size={cell}>
        <IndexCard
          compact
          label={t('breakout.figures.tci')}
          value={figures && percent(figures.tci)}
          caption={t('breakout.figures.tciCaption')}
        />
      </Grid>
      <Grid size={cell}>
        <IndexCard
          compact
          label={t('breakout.figures.tsi')}
          value={figures && percent(figures.tsi)}
          caption={t('breakout.figures.tsiCaption')}
        />
      </Grid>
      <Grid size={cell}>
        <IndexCard
          compact
          label={t('breakout.figures.onsite')}
          value={figures && formatCount(figures.onsiteToday)}
          caption={t('breakout.figures.onsiteCaption')}
        />
      </Grid>
    </Grid>
  );
}
