import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import type { RoundCardKind } from "./buildRoundCards.ts";

const labels = {
  expired: { key: "Expired" },
  canceled: { key: "Canceled" },
  live: { key: "Live" },
  next: { key: "Next" },
  later: { key: "Later" },
} as const satisfies Readonly<Record<RoundCardKind, TranslatableText>>;

/** A card's label (spec 001 section 4's round labels, and 'Later' for a round not started yet). */
export function roundCardLabel(kind: RoundCardKind): TranslatableText {
  return labels[kind];
}
