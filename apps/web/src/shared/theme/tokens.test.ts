import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const srcDir = path.resolve(import.meta.dirname, "../..");
const tokensCss = readFileSync(path.join(import.meta.dirname, "tokens.css"), "utf8");

/** The design-token families; other custom properties are a component's own, set where it renders. */
const TOKEN_PREFIX = /^--(color|font|space|radius|shadow|z|header|content|transition)-/;

const stylesheets = readdirSync(srcDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".css"))
  .map((file) => ({ file, css: readFileSync(path.join(srcDir, file), "utf8") }));

const readTokens = (css: string) =>
  [...css.matchAll(/var\((--[\w-]+)/g)].flatMap(([, name]) =>
    name !== undefined && TOKEN_PREFIX.test(name) ? [name] : [],
  );

/** The block of tokens.css that a selector opens, up to its closing brace. */
const themeBlock = (selector: string) => {
  const start = tokensCss.indexOf(selector);
  return tokensCss.slice(start, tokensCss.indexOf("}", start));
};

describe("design tokens", () => {
  // An undefined token falls back silently (to a hard-coded colour or nothing), which is how a badge
  // came to be white on a light lilac the theme never had: 3.5:1, below WCAG AA.
  it("every stylesheet reads only tokens tokens.css defines", () => {
    const undefinedTokens = stylesheets.flatMap(({ file, css }) =>
      readTokens(css)
        .filter((name) => !new RegExp(`${name}\\s*:`).test(tokensCss))
        .map((name) => `${file}: ${name}`),
    );
    expect(undefinedTokens).toEqual([]);
  });

  it("defines every colour in both themes", () => {
    const colours = (block: string) =>
      [...block.matchAll(/(--color-[\w-]+)\s*:/g)].map((match) => match[1]).sort();
    expect(colours(themeBlock('[data-theme="dark"]'))).toEqual(colours(themeBlock('[data-theme="light"] {')));
  });
});
