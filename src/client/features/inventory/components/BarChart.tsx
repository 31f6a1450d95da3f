import { Text, useMantineTheme } from '@mantine/core';
import { useId } from 'react';

export type Bar = { key: string; label: string; value: number };

const ROW = 28;
const LABEL_W = 130;
const VALUE_W = 56;

/**
 * A horizontal bar chart in plain SVG (no chart library is installed). Screen readers get the
 * title and one "label: value" line per bar; the numbers are also printed beside each bar, zeros
 * included. With nothing to count (no bar, or every bar at 0) it says `emptyText` too.
 */
export function BarChart({
  title,
  bars,
  width = 380,
  color = 'teal',
  emptyText,
}: {
  title: string;
  bars: Bar[];
  width?: number;
  color?: string;
  emptyText: string;
}) {
  const theme = useMantineTheme();
  const titleId = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const plot = width - LABEL_W - VALUE_W;
  const height = Math.max(bars.length, 1) * ROW;
  const fill = theme.colors[color]?.[6] ?? color;
  const nothing = bars.every((b) => b.value === 0);
  return (
    <div>
      <Text fw={600} size="sm" mb={6} id={titleId}>
        {title}
      </Text>
      {nothing ? (
        <Text size="sm" c="dimmed" mb={6}>
          {emptyText}
        </Text>
      ) : null}
      <svg
        role="img"
        aria-labelledby={titleId}
        width="100%"
        viewBox={`0 0 ${width} ${height}`}
        style={{ maxWidth: width, display: bars.length === 0 ? 'none' : undefined }}
      >
        <title>{`${title}: ${bars.map((b) => `${b.label} ${b.value}`).join(', ')}`}</title>
        {bars.map((b, i) => {
          const w = Math.round((b.value / max) * plot);
          const y = i * ROW;
          return (
            <g key={b.key} data-testid={`bar-${b.key}`}>
              <text x={LABEL_W - 8} y={y + ROW / 2 + 4} textAnchor="end" fontSize="12" fill="currentColor">
                {b.label}
              </text>
              <rect
                x={LABEL_W}
                y={y + 5}
                width={Math.max(w, b.value > 0 ? 2 : 0)}
                height={ROW - 10}
                rx={3}
                fill={fill}
              />
              <text x={LABEL_W + w + 6} y={y + ROW / 2 + 4} fontSize="12" fill="currentColor">
                {b.value}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
