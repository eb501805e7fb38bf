// Writes the English dictionary, public/locales/en-US.json, from the translation keys in the
// sources; fails listing every key that is not statically known. A unit test fails while it is stale.
//   npm run i18n:extract -w @griddle/web
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { createWebSourceProgram } from "../src/shared/i18n/keys/createWebSourceProgram.ts";
import { extractTranslationKeys } from "../src/shared/i18n/keys/extractTranslationKeys.ts";
import { formatEnglishDictionary } from "../src/shared/i18n/keys/formatEnglishDictionary.ts";

const webAppDir = path.join(import.meta.dirname, "..");
const { keys, problems } = extractTranslationKeys(createWebSourceProgram(webAppDir));
if (problems.length > 0) {
  console.error(`${problems.length} problems; en-US.json not written:\n${problems.join("\n")}`);
  process.exit(1);
}
const output = path.join(webAppDir, "public/locales/en-US.json");
await writeFile(output, formatEnglishDictionary(keys));
console.log(`Wrote ${keys.length} keys to ${path.relative(process.cwd(), output)}`);
