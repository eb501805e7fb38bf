import type { RoundCard } from "../../model/buildRoundCards.ts";
import type { RoundCardContext } from "../../model/RoundCardContext.ts";
import { CanceledRoundCard } from "./CanceledRoundCard.tsx";
import { ExpiredRoundCard } from "./ExpiredRoundCard.tsx";
import { LaterRoundCard } from "./LaterRoundCard.tsx";
import { LiveRoundCard } from "./LiveRoundCard.tsx";
import { NextRoundCard } from "./NextRoundCard.tsx";

/** The card of one round, by its kind. */
export function RoundCardView({ card, context }: { card: RoundCard; context: RoundCardContext }) {
  switch (card.kind) {
    case "later":
      return (
        <LaterRoundCard epoch={card.epoch} startBlock={card.startBlock} currentBlock={context.currentBlock} />
      );
    case "next":
      return <NextRoundCard round={card.round} context={context} />;
    case "live":
      return <LiveRoundCard round={card.round} context={context} />;
    case "canceled":
      return <CanceledRoundCard round={card.round} context={context} />;
    case "expired":
      return <ExpiredRoundCard round={card.round} context={context} />;
  }
}
