import { useEffect, useRef } from "react";
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
  type UTCTimestamp,
} from "lightweight-charts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { useTheme } from "../../../../shared/theme/index.ts";
import type { CandlePoint, SeriesPoint } from "../../model/InfoRows.ts";
import styles from "./InfoChart.module.css";

export type InfoChartData =
  | { readonly kind: "line" | "bars"; readonly points: readonly SeriesPoint[] }
  | { readonly kind: "candles"; readonly points: readonly CandlePoint[] };

export interface InfoChartProps {
  readonly data: InfoChartData;
  readonly format: (value: number) => string;
  /** The point under the pointer (its time), or null when the pointer leaves the chart; a stable function. */
  readonly onHover: (time: number | null) => void;
}

function themeColors(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: read("--color-text-secondary"),
    grid: read("--color-card-border"),
    line: read("--color-primary"),
    up: read("--color-success"),
    down: read("--color-danger"),
    font: read("--font-family"),
  };
}

/**
 * A line, bar or candle chart drawn with TradingView's Lightweight Charts (its attribution logo
 * stays on, as its licence asks), sized by its container and recoloured with the theme. The default
 * export is for React.lazy: the library loads with the Info pages only.
 */
export default function InfoChart({ data, format, onHover }: InfoChartProps) {
  const locale = useLocale();
  const { theme } = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{ chart: IChartApi; series: ISeriesApi<SeriesType> } | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      autoSize: true,
      timeScale: { timeVisible: true, secondsVisible: false },
      handleScale: { axisPressedMouseMove: false },
    });
    const colors = themeColors(container);
    const series =
      data.kind === "candles"
        ? chart.addSeries(CandlestickSeries, {
            upColor: colors.up,
            downColor: colors.down,
            wickUpColor: colors.up,
            wickDownColor: colors.down,
            borderVisible: false,
          })
        : data.kind === "bars"
          ? chart.addSeries(HistogramSeries, { color: colors.line })
          : chart.addSeries(AreaSeries, { lineWidth: 2 });
    chart.subscribeCrosshairMove((param) => onHover(param.time === undefined ? null : Number(param.time)));
    chartRef.current = { chart, series };
    return () => {
      chartRef.current = null;
      chart.remove();
    };
  }, [data.kind, onHover]);

  useEffect(() => {
    const container = containerRef.current;
    const current = chartRef.current;
    if (!container || !current) return;
    const colors = themeColors(container);
    current.chart.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: "transparent" },
        textColor: colors.text,
        fontFamily: colors.font,
        attributionLogo: true,
      },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      rightPriceScale: { borderColor: colors.grid },
      timeScale: { borderColor: colors.grid },
      localization: { locale, priceFormatter: format },
    });
    if (data.kind === "line") {
      current.series.applyOptions({
        lineColor: colors.line,
        topColor: `color-mix(in srgb, ${colors.line} 28%, transparent)`,
        bottomColor: `color-mix(in srgb, ${colors.line} 2%, transparent)`,
      });
    }
  }, [theme, locale, format, data.kind]);

  useEffect(() => {
    const current = chartRef.current;
    if (!current) return;
    current.series.setData(
      data.kind === "candles"
        ? data.points.map((point) => ({ ...point, time: point.time as UTCTimestamp }))
        : data.points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })),
    );
    current.chart.timeScale().fitContent();
  }, [data]);

  return <div ref={containerRef} className={styles.chart} aria-hidden="true" />;
}
