import type { Translations } from '../messages/message-table';

/** One status of the table: its code, the HTTP status sent with it, a line for developers, the user's text. */
export type StatusDef = {
  readonly code: number;
  readonly http: number;
  /** One line for developers and the OpenAPI document; users see `text` in their language. */
  readonly meaning: string;
  /** What the user reads (the envelope's `message`); `{name}` placeholders are filled by the thrower. */
  readonly text: Translations;
};

/** Keeps each status's literal code, so `STATUS.X` has the type of its number. */
export function defineStatuses<const T extends Record<string, StatusDef>>(table: T): T {
  return table;
}
