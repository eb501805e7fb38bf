import { profileContractOf } from "@griddle/api";
import { buildUsernameMessage, LOCAL_DEV_MNEMONIC, type DeploymentManifest } from "@griddle/sdk";
import { mnemonicToAccount } from "viem/accounts";
import { DEV_USERNAMES } from "./devUsernames.ts";

/**
 * Registers DEV_USERNAMES through the API's own POST /api/users, each signed by its dev account as
 * the app would, so the seed takes the path (and the checks) a user takes. A deployment without the
 * profile contract has no profiles to name: the seed says so and does nothing.
 */
export async function seedDevUsernames(
  manifest: DeploymentManifest,
  apiUrl: string,
  log: (line: string) => void,
): Promise<void> {
  if (profileContractOf(manifest) === undefined) {
    log("[api] no profile contract in the deployment: dev accounts get no usernames");
    return;
  }
  for (const [addressIndex, username] of DEV_USERNAMES) {
    const account = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex });
    const message = buildUsernameMessage({
      username,
      address: account.address,
      chainId: manifest.chainId,
      issuedAt: new Date(),
    });
    const response = await fetch(`${apiUrl}/api/users`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        address: account.address,
        username,
        message,
        signature: await account.signMessage({ message }),
      }),
    });
    if (response.status !== 201) {
      throw new Error(
        `Seeding the username of dev account ${addressIndex} failed (${response.status}): ${await response.text()}`,
      );
    }
  }
  log(`[api] usernames set for dev accounts ${[...DEV_USERNAMES.keys()].join(", ")}`);
}
