import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FIT_SCALE, useFitText } from './use-fit-text.ts';

export interface IndexCardProps {
  /** What the figure is, above it. */
  label: string;
  /** The figure, large; undefined while it loads. */
  value: ReactNode | undefined;
  /** A short line under the figure (a trend, a unit, what it counts). */
  caption?: ReactNode;
  /** Beside the label: an info button with a tooltip, a chip. */
  action?: ReactNode;
  /** Below, separated: the figure's breakdown or second values. */
  children?: ReactNode;
  /** Accent on the left edge, for the card a page leads with. */
  accent?: 'primary' | 'success' | 'warning' | 'error';
  /** A smaller figure, for rows of six cards. */
  compact?: boolean;
  /** The figure's colour when it carries a level (a deviation); the text colour otherwise. */
  valueColor?: string;
  /**
   * The loaded card's height on a phone (one column), kept while the figure loads so nothing
   * below moves when it arrives (layout shift).
   */
  phoneHeight?: number;
  'data-testid'?: string;
}

/**
 * One figure of a dashboard, readable across the site office: a small label, the number large,
 * a line of context under it. Home, contracts and divisions use the same card.
 */
export function IndexCard({
  label,
  value,
  caption,
  action,
  children,
  accent,
  compact = false,
  valueColor,
  phoneHeight,
  'data-testid': testId,
}: IndexCardProps) {
  const fontSize = compact ? { xs: '1.75rem', md: '2rem' } : { xs: '2.25rem', md: '2.75rem' };
  return (
    <Card
      variant="outlined"
      data-testid={testId}
      sx={{
        height: '100%',
        minHeight: value === undefined && phoneHeight ? { xs: phoneHeight, sm: 0 } : undefined,
        borderLeftWidth: accent ? 4 : undefined,
        borderLeftColor: accent ? `${accent}.main` : undefined,
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 28 }}
        >
          <Typography
            variant="overline"
            component="h2"
            sx={{ color: 'text.secondary', lineHeight: 1.4, letterSpacing: '0.06em' }}
          >
            {label}
          </Typography>
          {action}
        </Stack>
        {value === undefined ? (
          <Skeleton variant="text" width="50%" sx={{ fontSize }} />
        ) : (
          <IndexCardFigure
            fontSize={fontSize}
            color={valueColor}
            data-testid={testId ? `${testId}-value` : undefined}
          >
            {value}
          </IndexCardFigure>
        )}
        {caption !== undefined && (
          <Typography component="div" variant="body2" sx={{ color: 'text.secondary' }}>
            {caption}
          </Typography>
        )}
        {children !== undefined && <div style={{ marginTop: 'auto' }}>{children}</div>}
      </CardContent>
    </Card>
  );
}

interface IndexCardFigureProps {
  fontSize: Record<'xs' | 'md', string>;
  color: string | undefined;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The figure, mounted once it has a value. It never wraps ("141,564 h" on two lines reads as two
 * numbers): it shrinks to fit its card.
 */
function IndexCardFigure({
  fontSize,
  color,
  children,
  'data-testid': testId,
}: IndexCardFigureProps) {
  const fit = useFitText<HTMLDivElement, HTMLSpanElement>();
  return (
    <Typography
      component="div"
      ref={fit.box}
      // One line high whatever the figure's scale: a fitted figure never moves what is below
      // it, and the box's size never follows its text (use-fit-text.ts).
      sx={{ fontSize, lineHeight: 1.1, height: '1.1em', minWidth: 0, overflow: 'hidden' }}
    >
      <Typography
        component="span"
        ref={fit.text}
        data-testid={testId}
        sx={{
          display: 'inline-block',
          fontSize: `calc(1em * var(${FIT_SCALE}, 1))`,
          color,
          fontWeight: 700,
          lineHeight: 1.1,
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {children}
      </Typography>
    </Typography>
  );
}
