import { GriddleError } from "@griddle/sdk";

/** A caller tried to save a setting value the Settings dialog could never produce. */
export class InvalidUserSettingError extends GriddleError {
  override readonly name = "InvalidUserSettingError";
  readonly field: string;
  readonly value: unknown;
  constructor(field: string, value: unknown) {
    super(`Invalid user setting ${field}: ${String(value)}`);
    this.field = field;
    this.value = value;
  }
}
