import { useState } from "react";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { formatDecimal } from "../../../shared/format/index.ts";
import type { InfoDetail } from "../data/model/parseSeries.ts";
import { formatPrice, formatUsd } from "../model/formatInfo.ts";
import { ChartPanel } from "../page/components/ChartPanel.tsx";
import styles from "../page/components/InfoLayout.module.css";
import { OptionToggle } from "../page/components/OptionToggle.tsx";

type Resolution = "hourly" | "daily";
type PriceStyle = "line" | "candles";

export interface DetailChartsProps {
  readonly detail: InfoDetail | undefined;
  /** The price chart's title; a pair's price is a rate in its other token, not USD. */
  readonly priceTitle: string;
  readonly priceInUsd: boolean;
}

/** A token's or pair's price (line, or candles for tokens), volume and liquidity, hourly or daily. */
export function DetailCharts({ detail, priceTitle, priceInUsd }: DetailChartsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [resolution, setResolution] = useState<Resolution>("hourly");
  const [priceStyle, setPriceStyle] = useState<PriceStyle>("line");
  const series = detail?.[resolution];
  const usd = (value: number) => formatUsd(value, locale);
  const price = priceInUsd
    ? (value: number) => formatPrice(value, locale)
    : (value: number) => formatDecimal(value, 6, locale);
  const hasCandles = (series?.candles.length ?? 0) > 0;
  const candles = hasCandles && priceStyle === "candles";

  return (
    <>
      <OptionToggle
        label={t("Chart period")}
        options={[
          { id: "hourly", label: "Hourly" },
          { id: "daily", label: "Daily" },
        ]}
        value={resolution}
        onChange={setResolution}
      />
      <div className={styles.charts}>
        <ChartPanel
          title={priceTitle}
          data={
            candles
              ? { kind: "candles", points: series?.candles ?? [] }
              : { kind: "line", points: series?.price ?? [] }
          }
          format={price}
          controls={
            hasCandles && (
              <OptionToggle
                label={t("Price chart style")}
                options={[
                  { id: "line", label: "Line" },
                  { id: "candles", label: "Candles" },
                ]}
                value={priceStyle}
                onChange={setPriceStyle}
              />
            )
          }
        />
        <ChartPanel title={t("Volume")} data={{ kind: "bars", points: series?.volume ?? [] }} format={usd} />
        <ChartPanel
          title={t("Liquidity")}
          data={{ kind: "line", points: series?.liquidity ?? [] }}
          format={usd}
        />
      </div>
    </>
  );
}
