import ts from "typescript";
import { LANGUAGE_NEUTRAL_TEXTS } from "./languageNeutralTexts.ts";

export interface TranslationKeyExtraction {
  /** Every translation key the sources can pass to t(), sorted and unique. */
  readonly keys: readonly string[];
  /** Places where a key is not statically known or a user-visible text bypasses t(), as "what: file:line". */
  readonly problems: readonly string[];
}

export interface ExtractTranslationKeysParameters {
  readonly program: ts.Program;
  /** Files whose keys count (the program also holds libraries, tests and test fixtures). */
  readonly includesFile: (fileName: string) => boolean;
  /** Problems name files relative to this folder. */
  readonly rootDir: string;
}

/** JSX attributes whose values the user reads or hears. */
const USER_VISIBLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  "aria-label",
  "title",
  "placeholder",
  "alt",
  "label",
]);

const TRANSLATE_FUNCTION = "TranslateFunction";
const TRANSLATE_FUNCTION_NAME = "t";
const TRANSLATABLE_TEXT = "TranslatableText";
const HAS_LETTER = /\p{L}/u;

/**
 * Collects the translation keys of a program: the first argument of every t() call and the `key`
 * of every object typed TranslatableText. Keys must have a string-literal type (or a union of
 * them), so the catalogue is exact: a plain `string` is reported, never guessed. Also reports JSX
 * texts and user-visible attributes written as literals instead of through t().
 */
export function extractTranslationKeys({
  program,
  includesFile,
  rootDir,
}: ExtractTranslationKeysParameters): TranslationKeyExtraction {
  const checker = program.getTypeChecker();
  const keys = new Set<string>();
  const problems: string[] = [];

  const report = (what: string, node: ts.Node) => {
    const sourceFile = node.getSourceFile();
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    const relativeName = sourceFile.fileName.startsWith(`${rootDir}/`)
      ? sourceFile.fileName.slice(rootDir.length + 1)
      : sourceFile.fileName;
    problems.push(`${what}: ${relativeName}:${line + 1}`);
  };

  const collectKey = (expression: ts.Expression, what: string) => {
    const literals = stringLiterals(checker.getTypeAtLocation(expression));
    if (literals === undefined) report(what, expression);
    else for (const literal of literals) keys.add(literal);
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isTranslateFunction(checker, node.expression)) {
      const [key] = node.arguments;
      if (key === undefined) report("t() without a key", node);
      else if (!isTranslatableTextKey(checker, key)) collectKey(key, "t() argument is not a literal");
    } else if (ts.isObjectLiteralExpression(node)) {
      const key = translatableTextKey(node);
      if (key !== undefined && isTranslatableText(checker.getContextualType(node))) {
        collectKey(key, "TranslatableText key is not a literal");
      }
    } else if (ts.isJsxText(node) || isJsxChildLiteral(node)) {
      const text = (literalText(node) ?? "").trim();
      if (isUserVisibleLiteral(text)) report(`JSX text bypasses t() (${JSON.stringify(text)})`, node);
    } else if (ts.isJsxAttribute(node) && USER_VISIBLE_ATTRIBUTES.has(node.name.getText())) {
      const text = literalText(node.initializer);
      if (text !== undefined && isUserVisibleLiteral(text)) {
        report(`${node.name.getText()} bypasses t() (${JSON.stringify(text)})`, node);
      }
    }
    ts.forEachChild(node, visit);
  };

  for (const sourceFile of program.getSourceFiles()) {
    if (!sourceFile.isDeclarationFile && includesFile(sourceFile.fileName)) visit(sourceFile);
  }
  return { keys: [...keys].sort(), problems };
}

/** The values of a string-literal type or a union of them; undefined for any other type. */
function stringLiterals(type: ts.Type): readonly string[] | undefined {
  const members = type.isUnion() ? type.types : [type];
  const literals: string[] = [];
  for (const member of members) {
    if (!member.isStringLiteral()) return undefined;
    literals.push(member.value);
  }
  return literals;
}

/**
 * Whether a call is to a TranslateFunction. Every caller names it `t`, and asking the checker for
 * the type of every callee would check the whole program (viem's generics), so the name comes first.
 */
function isTranslateFunction(checker: ts.TypeChecker, callee: ts.Expression): boolean {
  const name = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
  return (
    ts.isIdentifier(name) &&
    name.text === TRANSLATE_FUNCTION_NAME &&
    checker.getTypeAtLocation(callee).aliasSymbol?.name === TRANSLATE_FUNCTION
  );
}

/** Whether an object literal is written where a TranslatableText (or a type extending it) is expected. */
function isTranslatableText(type: ts.Type | undefined): boolean {
  if (type === undefined) return false;
  if (type.isUnion()) return type.types.some(isTranslatableText);
  if (type.aliasSymbol?.name === TRANSLATABLE_TEXT || type.getSymbol()?.name === TRANSLATABLE_TEXT)
    return true;
  return type.isClassOrInterface() && (type.getBaseTypes() ?? []).some(isTranslatableText);
}

/** `text.key` of a TranslatableText value: its key was collected where the object was written. */
function isTranslatableTextKey(checker: ts.TypeChecker, expression: ts.Expression): boolean {
  return (
    ts.isPropertyAccessExpression(expression) &&
    expression.name.text === "key" &&
    isTranslatableText(checker.getTypeAtLocation(expression.expression))
  );
}

function translatableTextKey(objectLiteral: ts.ObjectLiteralExpression): ts.Expression | undefined {
  for (const property of objectLiteral.properties) {
    if (property.name === undefined || !ts.isIdentifier(property.name) || property.name.text !== "key")
      continue;
    if (ts.isPropertyAssignment(property)) return property.initializer;
    if (ts.isShorthandPropertyAssignment(property)) return property.name;
  }
  return undefined;
}

/** A child written as {"x"} or {`x ${y}`}: JSX text in all but syntax. */
function isJsxChildLiteral(node: ts.Node): boolean {
  return (
    ts.isJsxExpression(node) &&
    (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
    literalText(node) !== undefined
  );
}

/**
 * The text of JSX text or of a literal written as "x", {"x"} or {`x ${y}`} (its literal parts,
 * "x …"); undefined for anything computed.
 */
function literalText(node: ts.Node | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (ts.isJsxText(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("…");
  }
  return undefined;
}

function isUserVisibleLiteral(text: string): boolean {
  return HAS_LETTER.test(text) && !LANGUAGE_NEUTRAL_TEXTS.has(text);
}
