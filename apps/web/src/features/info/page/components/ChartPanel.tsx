import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Skeleton, VisuallyHidden } from "../../../../shared/ui/index.ts";
import { formatUtcTime } from "../../model/formatInfo.ts";
import type { InfoChartData } from "./InfoChart.tsx";
import styles from "./InfoLayout.module.css";

const InfoChart = lazy(() => import("./InfoChart.tsx"));

export interface ChartPanelProps {
  readonly title: string;
  readonly data: InfoChartData;
  readonly format: (value: number) => string;
  /** Choices shown beside the title, e.g. line or candles, hourly or daily. */
  readonly controls?: React.ReactNode;
}

/** The value a point shows: its close for a candle. */
function valueAt(data: InfoChartData, index: number): number | undefined {
  const point = data.points[index];
  if (point === undefined) return undefined;
  return "close" in point ? point.close : point.value;
}

/**
 * A chart with its figure under the pointer (the latest one otherwise) above it, and, for screen
 * readers, the same points as a table (the chart itself is hidden from them).
 */
export function ChartPanel({ title, data, format, controls }: ChartPanelProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<number | null>(null);
  const hoveredIndex = hovered === null ? -1 : data.points.findIndex((point) => point.time === hovered);
  const index = hoveredIndex >= 0 ? hoveredIndex : data.points.length - 1;
  const value = valueAt(data, index);
  const time = data.points[index]?.time;

  return (
    <Card className={styles.chartCard} data-testid={`info-chart-${title}`}>
      <div className={styles.chartHeader}>
        <div>
          <h2 className={styles.chartTitle}>{title}</h2>
          <p className={styles.chartValue} aria-live="off" data-testid="info-chart-value">
            {value === undefined ? "—" : format(value)}
          </p>
          <p className={styles.chartTime}>{time === undefined ? "" : `${formatUtcTime(time)} UTC`}</p>
        </div>
        {controls}
      </div>
      {data.points.length === 0 ? (
        <p className={styles.chartEmpty}>{t("No data yet")}</p>
      ) : (
        <Suspense fallback={<Skeleton height={240} />}>
          <InfoChart data={data} format={format} onHover={setHovered} />
        </Suspense>
      )}
      <VisuallyHidden>
        <table aria-label={t("%chart% by time", { chart: title })}>
          <thead>
            <tr>
              <th scope="col">{t("Time (UTC)")}</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {data.points.map((point, row) => (
              <tr key={point.time}>
                <td>{formatUtcTime(point.time)}</td>
                <td>{format(valueAt(data, row) ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Card>
  );
}
