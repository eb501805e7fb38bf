import { useCallback } from "react";
import type { Address, Hex } from "viem";
import { signTypedData } from "@wagmi/core";
import { useConfig } from "wagmi";
import { useApiUrl } from "../../../shared/api/index.ts";
import { HubSigningError } from "../model/HubSigningError.ts";
import { buildHubEnvelope } from "./model/hubEnvelope.ts";
import type { HubTypedData } from "./model/hubTypedData.ts";
import { postHubMessage } from "./postHubMessage.ts";

/**
 * Signs a proposal or vote with the wallet (EIP-712) and sends it to the hub; answers the id the hub
 * stored it under. Rejects with HubSigningError when the wallet does not sign, and with ApiRequestError
 * carrying the hub's reason when it refuses the message.
 */
export function useSendHubMessage(): (account: Address, typedData: HubTypedData) => Promise<string> {
  const config = useConfig();
  const apiUrl = useApiUrl();
  return useCallback(
    async (account, typedData) => {
      let sig: Hex;
      try {
        sig = await signTypedData(config, {
          account,
          domain: typedData.domain,
          types: typedData.types,
          primaryType: typedData.primaryType,
          message: typedData.message,
        } as Parameters<typeof signTypedData>[1]);
      } catch (cause) {
        throw new HubSigningError({ cause });
      }
      return postHubMessage(apiUrl ?? "", buildHubEnvelope(account, sig, typedData));
    },
    [config, apiUrl],
  );
}
