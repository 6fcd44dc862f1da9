import type { ResultRow } from "./results.server";

/**
 * A horizontal bar chart of satisfaction (0 to 5) per row, drawn as SVG on the server: no
 * charting library in the browser. Its text equivalent is the table beside it; `title` names it.
 */
export function SatisfactionChart({ rows, title }: { rows: ResultRow[]; title: string }) {
  const shown = rows.filter((row) => row.satisfaction !== null).slice(0, 20);
  const bar = 22;
  const gap = 8;
  const labelWidth = 260;
  const chartWidth = 320;
  const height = shown.length * (bar + gap) + gap;
  return (
    <svg
      role="img"
      aria-labelledby="satisfaction-chart-title"
      viewBox={`0 0 ${labelWidth + chartWidth + 60} ${Math.max(height, 40)}`}
      className="w-full max-w-3xl"
      data-chart="satisfaction"
    >
      <title id="satisfaction-chart-title">{title}</title>
      {shown.map((row, index) => {
        const y = gap + index * (bar + gap);
        const width = ((row.satisfaction ?? 0) / 5) * chartWidth;
        return (
          <g key={row.id}>
            <text
              x={labelWidth - 8}
              y={y + bar / 2}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize="13"
              fill="currentColor"
            >
              {row.label.length > 38 ? `${row.label.slice(0, 37)}…` : row.label}
            </text>
            <rect x={labelWidth} y={y} width={width} height={bar} rx="3" className="fill-brand" />
            <text
              x={labelWidth + width + 6}
              y={y + bar / 2}
              dominantBaseline="middle"
              fontSize="13"
              fill="currentColor"
            >
              {row.satisfaction?.toFixed(1)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
