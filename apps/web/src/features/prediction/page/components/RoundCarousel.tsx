import { useEffect, useRef } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { ArrowBackIcon, ArrowForwardIcon, IconButton } from "../../../../shared/ui/index.ts";
import type { RoundCard } from "../model/buildRoundCards.ts";
import type { RoundCardContext } from "../model/RoundCardContext.ts";
import { RoundCardView } from "./cards/RoundCardView.tsx";
import styles from "./RoundCarousel.module.css";

export interface RoundCarouselProps {
  readonly cards: readonly RoundCard[];
  readonly context: RoundCardContext;
}

function centre(scroller: HTMLElement, epoch: string, behavior: ScrollBehavior): void {
  const slide = scroller.querySelector<HTMLElement>(`[data-slide-epoch="${epoch}"]`);
  if (!slide) return;
  scroller.scrollTo({ left: slide.offsetLeft - (scroller.clientWidth - slide.clientWidth) / 2, behavior });
}

/**
 * The rounds side by side, oldest on the left, in a row that scrolls (and snaps) sideways by touch,
 * wheel or the arrows; it centres the live round (or the latest) when the page opens and whenever a new
 * one starts.
 */
export function RoundCarousel({ cards, context }: RoundCarouselProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // The live round, else the next one, else (paused: both canceled) the latest round.
  const focus =
    cards.find((card) => card.kind === "live") ?? cards.find((card) => card.kind === "next") ?? cards.at(-1);
  const focusEpoch = focus === undefined ? undefined : String(focus.epoch);
  const centred = useRef<string | undefined>(undefined);

  useEffect(() => {
    const element = scroller.current;
    if (!element || focusEpoch === undefined || centred.current === focusEpoch) return;
    // The first time without animation, so the page opens on the live round.
    centre(element, focusEpoch, centred.current === undefined ? "instant" : "smooth");
    centred.current = focusEpoch;
  }, [focusEpoch]);

  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    const slide = element.querySelector<HTMLElement>("[data-slide-epoch]");
    element.scrollBy({ left: direction * (slide?.offsetWidth ?? element.clientWidth), behavior: "smooth" });
  };

  return (
    <div className={styles.carousel}>
      <IconButton
        className={styles.arrow}
        aria-label={t("Show earlier rounds")}
        onClick={() => scrollBy(-1)}
        data-testid="prediction-carousel-previous"
      >
        <ArrowBackIcon />
      </IconButton>
      <div ref={scroller} className={styles.track} data-testid="prediction-carousel">
        {cards.map((card) => (
          <div key={String(card.epoch)} className={styles.slide} data-slide-epoch={String(card.epoch)}>
            <RoundCardView card={card} context={context} />
          </div>
        ))}
      </div>
      <IconButton
        className={styles.arrow}
        aria-label={t("Show later rounds")}
        onClick={() => scrollBy(1)}
        data-testid="prediction-carousel-next"
      >
        <ArrowForwardIcon />
      </IconButton>
    </div>
  );
}
