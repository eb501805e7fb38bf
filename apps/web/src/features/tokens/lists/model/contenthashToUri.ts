import { decode, getCodec } from "@ensdomains/content-hash";
import { ContenthashTranslationError } from "./tokenListErrors.ts";

/** An ENS name's content hash as an ipfs:// or ipns:// URI, the only kinds a list can live at. */
export function contenthashToUri(contenthash: string): string {
  let codec: string | undefined;
  let value: string;
  try {
    codec = getCodec(contenthash);
    value = decode(contenthash);
  } catch (error) {
    throw new ContenthashTranslationError(error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
  if (codec === "ipfs" || codec === "ipns") return `${codec}://${value}`;
  throw new ContenthashTranslationError(`Unrecognized codec: ${codec ?? "none"}`);
}
