// Writes the token-list schema validator the app ships (see buildTokenListValidatorModule.ts). Run
// after upgrading ajv, ajv-formats or @uniswap/token-lists; a unit test fails while it is stale.
//   node apps/web/scripts/generateTokenListValidator.ts
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { buildTokenListValidatorModule } from "../src/features/tokens/lists/model/buildTokenListValidatorModule.ts";

const output = path.join(
  import.meta.dirname,
  "../src/features/tokens/lists/model/generated/tokenListSchemaValidator.js",
);
await writeFile(output, buildTokenListValidatorModule());
console.log(`Wrote ${path.relative(process.cwd(), output)}`);
