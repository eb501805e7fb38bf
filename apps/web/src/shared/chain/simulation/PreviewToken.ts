import type { ReactNode } from "react";

/** How the preview shows an asset: the dialog knows its logos and prices (features/tokens), shared/ does not. */
export interface PreviewToken {
  readonly symbol: string;
  readonly decimals: number;
  readonly logo?: ReactNode;
  /** Null or absent when the asset has no price. */
  readonly usdPrice?: number | null;
}
