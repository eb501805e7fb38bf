import fc from "fast-check";

// Generators of the garbage a URL, local storage, a cookie or another server can hand the app
// (issue 26): any text, text shaped like what is expected but wrong, and keys that reach an
// object's prototype when written with `object[key] = …`.

/** Keys that change an object's prototype or shadow its methods when used as plain property names. */
export const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
] as const;

/** Markup that would run script if some text reached the DOM as HTML. */
export const HTML_INJECTIONS = [
  `<img src=x onerror="alert(1)">`,
  `"><script>alert(1)</script>`,
  `javascript:alert(1)`,
] as const;

/** Text that is almost a number: too big, negative, exponents, hex, whitespace, Unicode digits. */
export const hostileNumberText = fc.oneof(
  fc.constantFrom("", "-1", "0", "1e400", "NaN", "Infinity", "0x10", " 1", "1 ", "١٢٣", "1.2.3", "0.", "."),
  fc.bigInt({ min: -(10n ** 90n), max: 10n ** 90n }).map(String),
  fc.double().map(String),
);

/** Text shaped like an address or a hash but not one, or one in the wrong case. */
export const hostileHexText = fc.oneof(
  fc
    .string({ unit: fc.constantFrom(..."0123456789abcdefABCDEFxX"), maxLength: 70 })
    .map((text) => `0x${text}`),
  fc.constantFrom(`0x${"0".repeat(40)}`, `0x${"G".repeat(40)}`, `0X${"a".repeat(40)}`, `0x${"a".repeat(41)}`),
);

/** Any text a hostile link, storage entry or server could hold. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ...PROTOTYPE_KEYS,
      ...HTML_INJECTIONS,
      "BNB",
      "bnb",
      "%",
      "%E0%A4%A",
      "\uD800",
      "a\uDFFFb",
    ),
  },
  { weight: 1, arbitrary: hostileNumberText },
  { weight: 1, arbitrary: hostileHexText },
  { weight: 1, arbitrary: fc.json({ maxDepth: 2 }) },
);

/** Any JSON value, with prototype keys among the object keys. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2),
    hostileText,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileText), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/**
 * JSON text of a hostile value, or text that is not JSON at all. Built with JSON.stringify, and with
 * `__proto__` spelt out as an own key (as JSON.parse reads it back): an object literal's __proto__
 * would set the prototype and never be written.
 */
export const hostileStoredText: fc.Arbitrary<string> = fc.oneof(
  hostileText,
  hostileJsonValue.map((value) => JSON.stringify(value) ?? "null"),
  fc
    .tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostileJsonValue)
    .map(([key, value]) => `{${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}}`),
);

/** Settings for fc.assert: bounded and fast, and reproducible from the printed seed on failure. */
export const HOSTILE_RUNS = { numRuns: 300 } as const;
