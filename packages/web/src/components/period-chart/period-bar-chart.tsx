import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { bandLayout, labelEvery, niceTicks, BAR_GAP, CATEGORY_GAP } from './period-chart-scale.ts';

export interface BarSeries {
  id: string;
  label: string;
  color: string;
  data: readonly (number | null)[];
}

export interface PeriodBarChartProps {
  height: number;
  labels: readonly string[];
  series: readonly BarSeries[];
  /** The value as the tooltip shows it ("370 h"). */
  formatValue: (value: number | null) => string;
  /** A value-axis tick in the display language's number format. */
  formatTick: (value: number) => string;
  /** Said in the middle of the plot instead of bars: loading, nothing to show. */
  message?: string;
}

const Y_AXIS = 56;
const MARGIN = { left: 8, right: 8, top: 16, bottom: 8 };
const X_AXIS = 24;
const FONT = 11;
/** About the width of a character of an axis label at FONT px. */
const CHAR_WIDTH = 6.5;

/** The container's width, followed as it changes (a drawer opening, the window resized). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Grouped bars per period on a band axis, a value axis with round ticks and a horizontal grid,
 * and the hovered period's values in a tooltip. Drawn as plain SVG: the chart library it
 * replaces weighed ~197 KiB gzip for this one chart.
 */
export function PeriodBarChart({
  height,
  labels,
  series,
  formatValue,
  formatTick,
  message,
}: PeriodBarChartProps) {
  const theme = useTheme();
  const [ref, measured] = useWidth<HTMLDivElement>();
  const [hovered, setHovered] = useState<number | null>(null);
  const width = measured || 600;

  const plot = {
    left: MARGIN.left + Y_AXIS,
    top: MARGIN.top,
    width: Math.max(0, width - MARGIN.left - Y_AXIS - MARGIN.right),
    height: Math.max(0, height - MARGIN.top - MARGIN.bottom - X_AXIS),
  };
  const max = Math.max(0, ...series.flatMap((item) => item.data.map((value) => value ?? 0)));
  const ticks = niceTicks(max);
  const top = ticks.at(-1) ?? 1;
  const y = (value: number) => plot.top + plot.height - (value / top) * plot.height;
  const bands = bandLayout(message ? 0 : labels.length, series.length, plot.width);
  const every = labelEvery(
    bands.band,
    Math.max(0, ...labels.map((label) => label.length)),
    CHAR_WIDTH,
  );
  const bottom = plot.top + plot.height;
  const axisColor = theme.palette.text.primary;
  const gridColor = theme.palette.divider;

  // A label cut by the chart's right edge is left out rather than shown in part.
  const labelFits = (start: number, label: string) =>
    start + bands.band / 2 + (label.length * CHAR_WIDTH) / 2 <= plot.width + MARGIN.right;

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left - plot.left;
    const index = Math.floor(x / (bands.band || 1));
    setHovered(bands.band && x >= 0 && index < labels.length ? index : null);
  };

  const shownIndex = hovered !== null && hovered < bands.starts.length ? hovered : null;
  const tipLeft =
    shownIndex === null ? 0 : plot.left + (bands.starts[shownIndex] ?? 0) + bands.band;

  return (
    <Box ref={ref} sx={{ position: 'relative', width: '100%', height }}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={series.map((item) => item.label).join(', ')}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHovered(null)}
        style={{ display: 'block', fontFamily: theme.typography.fontFamily, fontSize: FONT }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={plot.left}
              x2={plot.left + plot.width}
              y1={y(tick)}
              y2={y(tick)}
              stroke={gridColor}
            />
            <text
              x={plot.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="central"
              fill={axisColor}
            >
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {shownIndex !== null && (
          <rect
            x={plot.left + (bands.starts[shownIndex] ?? 0)}
            y={plot.top}
            width={bands.band}
            height={plot.height}
            fill={theme.palette.action.hover}
          />
        )}
        {bands.starts.map((start, index) => {
          const first = plot.left + start + (bands.band * CATEGORY_GAP) / 2;
          return (
            <g key={index}>
              {series.map((item, position) => {
                const value = item.data[index];
                if (value === null || value === undefined || value <= 0) return null;
                return (
                  <rect
                    key={item.id}
                    x={first + position * bands.bar * (1 + BAR_GAP)}
                    y={y(value)}
                    width={bands.bar}
                    height={bottom - y(value)}
                    fill={item.color}
                  />
                );
              })}
              {index % every === 0 && labelFits(start, labels[index] ?? '') && (
                <g>
                  <line
                    x1={plot.left + start + bands.band / 2}
                    x2={plot.left + start + bands.band / 2}
                    y1={bottom}
                    y2={bottom + 4}
                    stroke={axisColor}
                  />
                  <text
                    x={plot.left + start + bands.band / 2}
                    y={bottom + 6}
                    textAnchor="middle"
                    dominantBaseline="hanging"
                    fill={axisColor}
                  >
                    {labels[index]}
                  </text>
                </g>
              )}
            </g>
          );
        })}
        <line x1={plot.left} x2={plot.left} y1={plot.top} y2={bottom} stroke={axisColor} />
        <line
          x1={plot.left}
          x2={plot.left + plot.width}
          y1={bottom}
          y2={bottom}
          stroke={axisColor}
        />
        {message && (
          <text
            x={plot.left + plot.width / 2}
            y={plot.top + plot.height / 2}
            textAnchor="middle"
            dominantBaseline="central"
            fill={theme.palette.text.secondary}
            fontSize={14}
          >
            {message}
          </text>
        )}
      </svg>
      {shownIndex !== null && (
        <Box
          role="tooltip"
          sx={{
            position: 'absolute',
            top: plot.top + plot.height / 3,
            left: tipLeft + 8,
            // Past the middle the tooltip sits on the left of the period, so it stays inside.
            transform:
              tipLeft > width / 2 ? `translateX(calc(-100% - ${bands.band + 16}px))` : undefined,
            pointerEvents: 'none',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 2,
            px: 1.5,
            py: 1,
            fontSize: 14,
            whiteSpace: 'nowrap',
            zIndex: 1,
          }}
        >
          <Box sx={{ mb: 0.5 }}>{labels[shownIndex]}</Box>
          {series.map((item) => (
            <Box key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box sx={{ width: 12, height: 12, bgcolor: item.color, borderRadius: 0.25 }} />
              <Box sx={{ flex: 1, color: 'text.secondary' }}>{item.label}</Box>
              <Box sx={{ fontWeight: 500 }}>{formatValue(item.data[shownIndex] ?? null)}</Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
