import { getAddress, isAddress, type Address } from "viem";
import { InvalidUsernameMessageError } from "./InvalidUsernameMessageError.ts";

/** What a wallet signs (personal_sign) to set its username through the API's POST /api/users. */
export interface UsernameMessage {
  readonly username: string;
  /** The account the username is for, which must also be the signer. */
  readonly address: Address;
  /** The chain whose profile contract the API checks, so a message for one chain is no good on another. */
  readonly chainId: number;
  /** When the message was made: the API accepts it for a few minutes only. */
  readonly issuedAt: Date;
}

const TITLE = "Griddle: set my username";
const NOTICE = "A username is set once and can never be changed. Signing this message costs nothing.";
const FIELD_LABELS = ["Username", "Address", "Chain ID", "Issued at"] as const;

/**
 * The text to sign: readable in the wallet's prompt, one field a line. The app builds it and the API
 * parses it back, so both must come from here.
 */
export function buildUsernameMessage({ username, address, chainId, issuedAt }: UsernameMessage): string {
  const values = [username, getAddress(address), String(chainId), issuedAt.toISOString()];
  const fields = FIELD_LABELS.map((label, index) => `${label}: ${values[index]}`);
  return [TITLE, "", ...fields, "", NOTICE].join("\n");
}

/**
 * The fields of a text buildUsernameMessage wrote. Anything else, even the same fields written
 * differently (a lower-case address, another date format), is refused: the one accepted spelling
 * is what the server records as spent.
 */
export function parseUsernameMessage(text: string): UsernameMessage {
  const lines = text.split("\n");
  if (lines.length !== FIELD_LABELS.length + 4 || lines[0] !== TITLE || lines.at(-1) !== NOTICE) {
    throw new InvalidUsernameMessageError("the text is not the one the app asks to sign");
  }
  const [username, address, chainId, issuedAt] = FIELD_LABELS.map((label, index) => {
    const line = lines[index + 2] ?? "";
    const prefix = `${label}: `;
    if (!line.startsWith(prefix))
      throw new InvalidUsernameMessageError(`line ${index + 3} is not '${label}'`);
    return line.slice(prefix.length);
  }) as [string, string, string, string];
  if (!isAddress(address)) throw new InvalidUsernameMessageError(`'${address}' is not an address`);
  const message: UsernameMessage = {
    username,
    address,
    chainId: Number(chainId),
    issuedAt: new Date(issuedAt),
  };
  if (!Number.isSafeInteger(message.chainId) || Number.isNaN(message.issuedAt.getTime())) {
    throw new InvalidUsernameMessageError("the chain id or the time is not readable");
  }
  if (buildUsernameMessage(message) !== text) {
    throw new InvalidUsernameMessageError("the fields are not written the way the app writes them");
  }
  return message;
}
