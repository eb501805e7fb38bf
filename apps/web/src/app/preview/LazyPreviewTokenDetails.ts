import { lazy } from "react";

/**
 * The previews' logos and prices, loaded with the first preview: the price and token-logo code they
 * need is not on a page's first load otherwise (/swap's, for one).
 */
export const LazyPreviewTokenDetails = lazy(async () => ({
  default: (await import("./PreviewTokenDetailsResolver.tsx")).PreviewTokenDetailsResolver,
}));
