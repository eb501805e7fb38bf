import fc from "fast-check";

// Generated garbage for the indexer's GraphQL endpoint (issue 26): bodies that are not JSON, JSON
// of any shape, queries that are not GraphQL, real queries with garbage arguments and variables, and
// queries nested or sized to cost the server.

const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"];

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  fc.constantFrom(...PROTOTYPE_KEYS, "' OR 1=1 --", "\\", '"', "}{", "1e400", "-1", "0x"),
  fc.bigInt({ min: -(10n ** 80n), max: 10n ** 80n }).map(String),
);

const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(null, true, false, 0, -1, 1e308, 2 ** 53 + 1),
    hostileText,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileText), tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** A GraphQL literal of any kind, or text that breaks the query's syntax. */
const argumentLiteral = fc.oneof(
  hostileJson.map((value) => JSON.stringify(value) ?? "null"),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  hostileText,
);

const tables = fc.constantFrom("pairs", "tokens", "predictionRounds", "lotteryRounds", "points", "profiles");

const nested = fc
  .integer({ min: 20, max: 400 })
  .map((depth) => `{ pairs { items { ${"token0 { ".repeat(depth)}id${" }".repeat(depth)} } } }`);

const queries = fc.oneof(
  hostileText,
  fc
    .tuple(tables, argumentLiteral, argumentLiteral, argumentLiteral)
    .map(
      ([table, limit, where, orderBy]) =>
        `{ ${table}(limit: ${limit}, where: ${where}, orderBy: ${orderBy}) { items { id } } }`,
    ),
  fc.tuple(tables, argumentLiteral).map(([table, id]) => `{ ${table.replace(/s$/, "")}(id: ${id}) { id } }`),
  nested,
  fc.constant(
    `{ ${"pairs { items { id } } ".repeat(200)}}`.replace(/pairs/g, (_, i: number) => `p${i}: pairs`),
  ),
);

/** A request body as it goes over the wire. */
export const hostileGraphqlBody: fc.Arbitrary<string> = fc.oneof(
  hostileText,
  hostileJson.map((value) => JSON.stringify(value) ?? "null"),
  fc.record({ query: queries }).map((body) => JSON.stringify(body)),
  fc
    .record({ query: fc.constant("query ($id: String!) { pair(id: $id) { id } }"), variables: hostileJson })
    .map((body) => JSON.stringify(body)),
  fc.record({ query: hostileJson, operationName: hostileJson }).map((body) => JSON.stringify(body)),
);
