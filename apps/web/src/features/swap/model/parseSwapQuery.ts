import { getAddress, isAddress } from "viem";
import { NATIVE_CURRENCY_ID } from "../../tokens/index.ts";
import type { Field, SwapState } from "./SwapState.ts";

const ADDRESS_PATTERN = /^0x[a-fA-F0-9]{40}$/;
// An ENS-like name: dot-separated labels of letters, digits and inner hyphens, ending in a TLD.
const NAME_PATTERN = /^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*(?:\.[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*)*\.[a-zA-Z]{2,}$/;
const NUMBER_PATTERN = /^(?:\d+\.?\d*|\.\d+)$/;

function parseCurrency(value: string | null): string {
  if (value !== null && isAddress(value)) return getAddress(value);
  // 'BNB' in any case, and anything unrecognised, both mean the native coin.
  return NATIVE_CURRENCY_ID;
}

function parseExactField(value: string | null): Field {
  return value?.toLowerCase() === "output" ? "OUTPUT" : "INPUT";
}

function parseRecipient(value: string | null): string | null {
  if (value === null) return null;
  if (isAddress(value)) return getAddress(value);
  if (NAME_PATTERN.test(value) || ADDRESS_PATTERN.test(value)) return value;
  return null;
}

/**
 * The swap form's starting state from the page's query string (spec 000 section 5, Query parsing):
 * inputCurrency, outputCurrency, exactAmount, exactField and recipient.
 */
export function parseSwapQuery(query: URLSearchParams): SwapState {
  const inputCurrencyId = parseCurrency(query.get("inputCurrency"));
  const outputCurrencyId = parseCurrency(query.get("outputCurrency"));
  const exactAmount = query.get("exactAmount");
  return {
    independentField: parseExactField(query.get("exactField")),
    typedValue: exactAmount !== null && NUMBER_PATTERN.test(exactAmount) ? exactAmount : "",
    inputCurrencyId,
    outputCurrencyId: outputCurrencyId === inputCurrencyId ? "" : outputCurrencyId,
    recipient: parseRecipient(query.get("recipient")),
  };
}
