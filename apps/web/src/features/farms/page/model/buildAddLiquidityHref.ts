import { isAddressEqual, type Address } from "viem";
import { NATIVE_CURRENCY_ID } from "../../../tokens/index.ts";

/**
 * Where 'Get %symbol%' and 'Add %symbol%' lead: the add-liquidity page for the farm's pair,
 * /add/{token}/{quote}, naming the wrapped native coin as BNB so the user supplies BNB itself.
 */
export function buildAddLiquidityHref(
  farm: { readonly token: { readonly address: Address }; readonly quoteToken: { readonly address: Address } },
  wrappedNative: Address,
): string {
  const id = (address: Address) => (isAddressEqual(address, wrappedNative) ? NATIVE_CURRENCY_ID : address);
  return `/add/${id(farm.token.address)}/${id(farm.quoteToken.address)}`;
}
