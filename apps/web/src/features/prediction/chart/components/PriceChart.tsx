import { useEffect, useRef } from "react";
import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from "lightweight-charts";
import { formatUsdPrice } from "../../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { useTheme } from "../../../../shared/theme/index.ts";
import type { ChartPoint } from "../model/toChartPoints.ts";
import { withAlpha } from "../model/withAlpha.ts";
import styles from "./PriceChart.module.css";

/** The chart's colours from the theme's custom properties, as resolved on `element` now. */
function themeColors(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: read("--color-text-secondary"),
    grid: read("--color-card-border"),
    line: read("--color-primary"),
    font: read("--font-family"),
  };
}

/**
 * The price line, drawn with TradingView's Lightweight Charts (its attribution logo stays on, as its
 * licence asks). Sized by its container (autoSize follows it with a ResizeObserver); recoloured when
 * the theme changes. Loaded on demand: the default export is for React.lazy.
 */
export default function PriceChart({ points }: { points: readonly ChartPoint[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { theme } = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{ chart: IChartApi; series: ISeriesApi<"Area"> } | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      autoSize: true,
      timeScale: { timeVisible: true, secondsVisible: false },
      handleScale: { axisPressedMouseMove: false },
    });
    chartRef.current = { chart, series: chart.addSeries(AreaSeries, { lineWidth: 2 }) };
    return () => {
      chartRef.current = null;
      chart.remove();
    };
  }, []);

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
      localization: { locale, priceFormatter: (price: number) => formatUsdPrice(price, locale, 2) },
    });
    current.series.applyOptions({
      lineColor: colors.line,
      topColor: withAlpha(colors.line, 0.28),
      bottomColor: withAlpha(colors.line, 0.02),
    });
  }, [theme, locale]);

  useEffect(() => {
    const current = chartRef.current;
    if (!current) return;
    current.series.setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
    current.chart.timeScale().fitContent();
  }, [points]);

  return <div ref={containerRef} className={styles.chart} role="img" aria-label={t("BNB price in USD")} />;
}
