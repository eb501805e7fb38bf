/** Joins the truthy class names, so conditional classes read as plain expressions. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
