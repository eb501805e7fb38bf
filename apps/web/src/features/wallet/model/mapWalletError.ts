import { errorChain, isUserRejection } from "../../../shared/chain/index.ts";

/**
 * What the app tells the user when connecting a wallet fails (spec 000, section 8, Wallet login).
 * The spec's texts are translation keys; another library's own name and message are shown as they are.
 */
export type WalletErrorMessage =
  | {
      readonly translatable: true;
      readonly title: "Provider Error" | "Authorization Error" | "Unable to find connector";
      readonly description:
        "No provider was found" | "Please authorize to access your account" | "The connector config is wrong";
    }
  | { readonly translatable: false; readonly title: string; readonly description: string };

const noProvider = ["ProviderNotFoundError", "NoEthereumProviderError"];
const unknownConnector = ["UnknownConnectorError", "ConnectorNotFoundError"];

function field(value: unknown, key: "name" | "message"): unknown {
  return typeof value === "object" && value !== null && key in value
    ? (value as Record<typeof key, unknown>)[key]
    : undefined;
}

function hasName(chain: readonly unknown[], names: readonly string[]): boolean {
  return chain.some((error) => names.includes(String(field(error, "name"))));
}

/**
 * Maps anything a connect attempt throws to the spec's messages: a missing provider, a rejected
 * authorization (EIP-1193 code 4001 anywhere in the cause chain), an unknown connector, or else the
 * error's own name and message.
 */
export function mapWalletError(error: unknown): WalletErrorMessage {
  const chain = errorChain(error);
  if (hasName(chain, noProvider)) {
    return { title: "Provider Error", description: "No provider was found", translatable: true };
  }
  if (isUserRejection(error)) {
    return {
      title: "Authorization Error",
      description: "Please authorize to access your account",
      translatable: true,
    };
  }
  if (hasName(chain, unknownConnector)) {
    return {
      title: "Unable to find connector",
      description: "The connector config is wrong",
      translatable: true,
    };
  }
  const name = field(error, "name");
  const message = field(error, "message");
  return {
    title: typeof name === "string" && name !== "" ? name : "Error",
    description: typeof message === "string" && message !== "" ? message : String(error),
    translatable: false,
  };
}
