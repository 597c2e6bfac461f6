import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SummaryColumn } from './dashboards-summary-table.tsx';

export interface DashboardsSummaryCardsProps<T> {
  columns: readonly SummaryColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}

/**
 * The summary on a phone (below 768 px, spec 000 §9): a card per row, its name and deviation on
 * top, the other figures in two columns below.
 */
export function DashboardsSummaryCards<T>({
  columns,
  rows,
  rowKey,
}: DashboardsSummaryCardsProps<T>) {
  const [name, ...rest] = columns;
  const deviation = rest.find((column) => column.id === 'Deviation');
  const figures = rest.filter((column) => column.id !== 'Deviation');
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card key={rowKey(row)} variant="outlined" component="li">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
              <div style={{ minWidth: 0 }}>{name?.render(row)}</div>
              {deviation?.render(row)}
            </Stack>
            <Stack
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: '1fr 1fr',
                columnGap: 2,
                rowGap: 1,
                m: 0,
              }}
            >
              {figures.map((column) => (
                <div key={column.id}>
                  <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                    {column.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {column.render(row)}
                  </Typography>
                </div>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
