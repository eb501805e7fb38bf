/** A JSON object (not null, not an array): the shape every GraphQL answer and its fields come in. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
