import { bEP20TokenAbi, griddlePairAbi, griddleRouterAbi, wbnbAbi } from "@griddle/sdk";

/** Only the custom errors of a contract's ABI. */
function errorsOf<const abi extends readonly { readonly type: string }[]>(abi: abi) {
  return abi.filter((item): item is Extract<abi[number], { type: "error" }> => item.type === "error");
}

/**
 * The router, plus every custom error a swap can revert with in the contracts it calls (pairs,
 * tokens, WBNB), so a failed static call decodes into a readable reason instead of a selector.
 */
export const routerSwapAbi = [
  ...griddleRouterAbi,
  ...errorsOf(griddlePairAbi),
  ...errorsOf(bEP20TokenAbi),
  ...errorsOf(wbnbAbi),
] as const;
