/** A user-facing text as a translation key (the spec's English) and the values of its %placeholders%. */
export interface TranslatableText {
  readonly key: string;
  readonly data?: Readonly<Record<string, string>>;
}
