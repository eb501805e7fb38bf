import { useCallback, useMemo, useReducer } from "react";
import { useSearchParams } from "react-router";
import type { Currency } from "@griddle/sdk";
import { currencyId } from "../../tokens/index.ts";
import { parseSwapQuery } from "../model/parseSwapQuery.ts";
import type { Field, SwapState } from "../model/SwapState.ts";
import { swapReducer } from "../model/swapReducer.ts";

export interface SwapActions {
  readonly onCurrencySelection: (field: Field, currency: Currency) => void;
  readonly onClearCurrency: (field: Field) => void;
  readonly onSwitchTokens: () => void;
  readonly onUserInput: (field: Field, typedValue: string) => void;
  readonly onChangeRecipient: (recipient: string | null) => void;
}

/**
 * The swap form's state, starting from the page's query string (read once: the page remounts the
 * form when the query changes), and the actions that change it.
 */
export function useSwapState(): [SwapState, SwapActions] {
  const [searchParams] = useSearchParams();
  const [state, dispatch] = useReducer(swapReducer, searchParams, parseSwapQuery);
  const onCurrencySelection = useCallback(
    (field: Field, currency: Currency) =>
      dispatch({ type: "selectCurrency", field, currencyId: currencyId(currency) }),
    [],
  );
  const onClearCurrency = useCallback(
    (field: Field) => dispatch({ type: "selectCurrency", field, currencyId: "" }),
    [],
  );
  const onSwitchTokens = useCallback(() => dispatch({ type: "switchCurrencies" }), []);
  const onUserInput = useCallback(
    (field: Field, typedValue: string) => dispatch({ type: "typeInput", field, typedValue }),
    [],
  );
  const onChangeRecipient = useCallback(
    (recipient: string | null) => dispatch({ type: "setRecipient", recipient }),
    [],
  );
  const actions = useMemo(
    () => ({ onCurrencySelection, onClearCurrency, onSwitchTokens, onUserInput, onChangeRecipient }),
    [onCurrencySelection, onClearCurrency, onSwitchTokens, onUserInput, onChangeRecipient],
  );
  return [state, actions];
}
