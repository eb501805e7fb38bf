import { createContext, type ComponentType, type ReactNode } from "react";
import type { PreviewToken } from "./PreviewToken.ts";

/** An asset the simulation touched, as the chain names it, by lower-case address. */
export interface TouchedToken {
  readonly address: string;
  readonly symbol: string;
  readonly decimals: number;
}

export interface PreviewTokenDetails {
  /** BNB with its logo and price. */
  readonly native: PreviewToken;
  /** Each touched token with its logo and price, by lower-case address. */
  readonly tokens: ReadonlyMap<string, PreviewToken>;
}

/** Renders its children with the touched tokens' logos and prices (loaded lazily by the app). */
export type PreviewTokenDetailsResolver = ComponentType<{
  readonly touched: readonly TouchedToken[];
  readonly children: (details: PreviewTokenDetails) => ReactNode;
}>;

/**
 * Logos and USD prices belong to features (tokens, price), which shared/ does not import: the app
 * provides the component that adds them, so every preview (a one-click review as much as a dialog
 * that knows its own tokens) shows each asset with its logo and value.
 */
export const PreviewTokenDetailsContext = createContext<PreviewTokenDetailsResolver | undefined>(undefined);
