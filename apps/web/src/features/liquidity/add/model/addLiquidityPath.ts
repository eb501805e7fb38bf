import { NATIVE_CURRENCY_ID } from "../../../tokens/index.ts";
import { MintField } from "./MintField.ts";

const sameId = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * Where the add page goes when the user picks `selectedId` for one side (spec 000 section 2): picking
 * the other side's currency swaps the two; picking B with no A chosen sets A to BNB.
 */
export function addLiquidityPath(
  field: MintField,
  selectedId: string,
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
): string {
  if (field === MintField.CURRENCY_A) {
    if (sameId(selectedId, currencyIdB))
      return currencyIdA ? `/add/${selectedId}/${currencyIdA}` : `/add/${selectedId}`;
    return currencyIdB ? `/add/${selectedId}/${currencyIdB}` : `/add/${selectedId}`;
  }
  if (sameId(selectedId, currencyIdA))
    return currencyIdB ? `/add/${currencyIdB}/${selectedId}` : `/add/${selectedId}`;
  return `/add/${currencyIdA ?? NATIVE_CURRENCY_ID}/${selectedId}`;
}
