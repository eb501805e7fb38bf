import { useCallback } from "react";
import type { Address } from "viem";
import { signMessage } from "@wagmi/core";
import { useConfig } from "wagmi";
import { buildUsernameMessage } from "@griddle/sdk";
import { useApiUrl } from "../../../../shared/api/index.ts";
import { useAppChain } from "../../../../shared/chain/index.ts";
import { registerUsername } from "../../data/registerUsername.ts";
import { UsernameSigningError } from "../model/UsernameSigningError.ts";

/**
 * Sets the account's username: the wallet signs the username message (personal_sign), then the API
 * takes it (POST /api/users). Rejects with UsernameSigningError when the wallet does not sign ('Unable
 * to sign payload'), or with ApiRequestError carrying the API's reason when it refuses the name.
 */
export function useRegisterUsername(): (account: Address, username: string) => Promise<void> {
  const config = useConfig();
  const chainId = useAppChain().id;
  const apiUrl = useApiUrl();
  return useCallback(
    async (account, username) => {
      const message = buildUsernameMessage({ username, address: account, chainId, issuedAt: new Date() });
      let signature: `0x${string}`;
      try {
        signature = await signMessage(config, { account, message });
      } catch (cause) {
        throw new UsernameSigningError({ cause });
      }
      await registerUsername(apiUrl ?? "", { address: account, username, message, signature });
    },
    [config, chainId, apiUrl],
  );
}
