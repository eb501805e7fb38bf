import ts from "typescript";
import { describe, expect, it } from "vitest";
import { extractTranslationKeys, type TranslationKeyExtraction } from "./extractTranslationKeys.ts";

const ROOT = "/app/src";

/** Runs the extractor over in-memory sources (paths relative to src), with the real ES5 library. */
function extract(sources: Readonly<Record<string, string>>): TranslationKeyExtraction {
  const files = new Map(Object.entries(sources).map(([name, text]) => [`${ROOT}/${name}`, text]));
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.Preserve,
    lib: ["lib.es5.d.ts"],
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = files.get(fileName);
    return text === undefined
      ? getSourceFile.call(host, fileName, languageVersion, ...rest)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  host.fileExists = (fileName) => files.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => files.get(fileName) ?? readFile.call(host, fileName);
  const program = ts.createProgram({ rootNames: [...files.keys()], options, host });
  return extractTranslationKeys({
    program,
    rootDir: ROOT,
    includesFile: (fileName) => fileName.startsWith(`${ROOT}/`) && !fileName.endsWith(".test.tsx"),
  });
}

/** The app's two i18n types, which the extractor recognizes by name, and a t() to call. */
// Two lines: the sources below start on line 3.
const header = `type TranslateFunction = (key: string, data?: Readonly<Record<string, string | number>>) => string;
interface TranslatableText { readonly key: string; readonly data?: Readonly<Record<string, string>> } declare const t: TranslateFunction;
`;
describe("extractTranslationKeys", () => {
  it("collects string-literal keys, sorted and unique", () => {
    expect(extract({ "a.ts": `${header}t("Swap"); t("Connect Wallet"); t("Swap", { amount: 1 });` })).toEqual(
      {
        keys: ["Connect Wallet", "Swap"],
        problems: [],
      },
    );
  });

  it("collects every member of a union of literals: conditionals, lookups in const tables", () => {
    const source = `${header}
const labels = { apr: "APR", earned: "Earned" } as const;
export function label(sort: keyof typeof labels, wrap: boolean) {
  return [t(labels[sort]), t(wrap ? "Wrap" : "Unwrap")];
}`;
    expect(extract({ "a.ts": source })).toEqual({ keys: ["APR", "Earned", "Unwrap", "Wrap"], problems: [] });
  });

  it("reports a key typed plain string, with its place", () => {
    const source = `${header}
export function label(text: string) {
  return t(text);
}`;
    expect(extract({ "a.ts": source })).toEqual({
      keys: [],
      problems: ["t() argument is not a literal: a.ts:5"],
    });
  });

  it("collects TranslatableText keys where the objects are written, and accepts t(text.key)", () => {
    const source = `${header}
interface ListError extends TranslatableText {}
export const failed: TranslatableText = { key: "Failed to download list %url%", data: { url: "x" } };
export const errors: ListError[] = [{ key: "Duplicate tokens." }];
export function show(text: TranslatableText) {
  return t(text.key, text.data);
}
export function wrap(reason: string): TranslatableText {
  return { key: reason };
}`;
    expect(extract({ "a.ts": source })).toEqual({
      keys: ["Duplicate tokens.", "Failed to download list %url%"],
      problems: ["TranslatableText key is not a literal: a.ts:11"],
    });
  });

  it('reports JSX text with letters that bypasses t(), also written as {"text"}, except language-neutral texts', () => {
    const source = `${header}
export const view = (
  <p>
    Hello
    <span>{t("Balance")}</span>
    <span> 42 % </span>
    <span>USD</span>
    <span>{"Goodbye"}{" "}</span>
  </p>
);`;
    expect(extract({ "view.tsx": source })).toEqual({
      keys: ["Balance"],
      problems: [
        'JSX text bypasses t() ("Hello"): view.tsx:6',
        'JSX text bypasses t() ("Goodbye"): view.tsx:10',
      ],
    });
  });

  it("reports user-visible attributes written as literals, not other attributes", () => {
    const source = `${header}
declare const name: string;
export const view = (
  <div className="row" data-testid="list row">
    <input aria-label="Search" placeholder={"Token name"} title={\`Remove \${name}\`} alt="" />
    <img alt={t("Logo")} label="v" />
  </div>
);`;
    expect(extract({ "view.tsx": source }).problems).toEqual([
      'aria-label bypasses t() ("Search"): view.tsx:7',
      'placeholder bypasses t() ("Token name"): view.tsx:7',
      'title bypasses t() ("Remove …"): view.tsx:7',
    ]);
  });

  it("skips files outside the included set", () => {
    expect(extract({ "view.test.tsx": `${header}export const view = <p>{t(String(1))}Hello</p>;` })).toEqual({
      keys: [],
      problems: [],
    });
  });
});
