import { useCallback, useState } from "react";
import type { Address } from "viem";
import { useAppChain } from "../../../../shared/chain/index.ts";
import {
  parseSetupChoices,
  serializeSetupChoices,
  setupChoicesKey,
  type SetupChoices,
} from "../store/setupChoices.ts";

function readChoices(key: string): SetupChoices {
  try {
    return parseSetupChoices(localStorage.getItem(key));
  } catch (error) {
    console.warn("The profile setup's choices could not be read", error);
    return {};
  }
}

/**
 * The setup's choices for the account on the app's chain, kept in local storage so a reload or a
 * failed transaction resumes the setup where it was; they still apply for this visit when storage is
 * unavailable. `update` merges, `undefined` clears a field.
 */
export function useSetupChoices(account: Address): [SetupChoices, (update: Partial<SetupChoices>) => void] {
  const key = setupChoicesKey(useAppChain().id, account);
  const [state, setState] = useState(() => ({ key, choices: readChoices(key) }));
  // Another account or chain: its own choices, read while rendering (react.dev 'You Might Not Need an Effect').
  if (state.key !== key) setState({ key, choices: readChoices(key) });

  const update = useCallback((change: Partial<SetupChoices>) => {
    setState((current) => {
      const choices = { ...current.choices, ...change };
      try {
        localStorage.setItem(current.key, serializeSetupChoices(choices));
      } catch (error) {
        console.warn("The profile setup's choices could not be saved", error);
      }
      return { key: current.key, choices };
    });
  }, []);
  return [state.key === key ? state.choices : readChoices(key), update];
}
