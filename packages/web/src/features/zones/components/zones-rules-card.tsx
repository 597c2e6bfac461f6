import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ZonesRulesCardProps {
  title: string;
  help: string;
  empty: string;
  count: number;
  /** Above the list (a note). */
  note?: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** The add control under the list. */
  add: ReactNode;
}

/** A titled list of rules with its add control. */
export function ZonesRulesCard({
  title,
  help,
  empty,
  count,
  note,
  children,
  add,
}: ZonesRulesCardProps) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <div>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {help}
            </Typography>
          </div>
          {note}
          {count === 0 ? (
            <Typography sx={{ color: 'text.secondary', py: 1 }}>{empty}</Typography>
          ) : (
            <Stack divider={<Divider flexItem />}>{children}</Stack>
          )}
          {add}
        </Stack>
      </CardContent>
    </Card>
  );
}
