import { DrizzleQueryError } from 'drizzle-orm';

/*
 * What an error may put in the log. A failed query carries the values it was sent: drizzle's
 * DrizzleQueryError has `params` and repeats them in its message and stack, PGlite's error has `params`
 * too, and PostgreSQL's `detail` or the message of a data exception quotes a value ('Key (email)=(...)
 * already exists', 'value "..." is out of range for type integer'). Those values are people's names,
 * contacts and texts, so no log line carries them: errors are logged through `serializeError`, an
 * allow-list.
 */

/** How deep a chain of causes is followed. */
const MAX_CAUSES = 5;

type DbError = Error & { code: string; severity: string };

/** An error the database sent (node-postgres or PGlite): a SQLSTATE and a severity. */
function isDbError(error: unknown): error is DbError {
  return (
    error instanceof Error &&
    typeof (error as Partial<DbError>).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as DbError).code) &&
    typeof (error as Partial<DbError>).severity === 'string'
  );
}

/** The SQLSTATE of a database error, found in `error` or its causes (drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth += 1) {
    if (isDbError(current)) return current.code;
    current = current.cause;
  }
  return undefined;
}

/**
 * Data exceptions (SQLSTATE class 22) that a request's values cause when they reach the database
 * unchecked: a character the encoding cannot hold (22021, 22P05), text that is not a number or date
 * (22P02, 22007, 22008), a number or text too large for its column (22003, 22001), a bad LIKE escape or
 * regular expression (22025, 2201B). Validation should refuse such input first; when it does not, the
 * answer is still a 400, never a 500.
 */
const INPUT_DATA_EXCEPTIONS = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22021',
  '22025',
  '2201B',
  '22P02',
  '22P05',
]);

export function isInputDataException(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && INPUT_DATA_EXCEPTIONS.has(state);
}

/** Fields of a database error that name things (table, column, constraint), never values. */
const DB_ERROR_FIELDS = [
  'severity',
  'code',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'position',
];

/** The frames of a stack, without its first lines (which repeat the message). */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

function safeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) {
    // The SQL text holds placeholders ($1, $2...), not values; the message also lists the values.
    return `Failed query: ${error.query.slice(0, 2000)}`;
  }
  if (isDbError(error) && error.code.startsWith('22')) {
    // A data exception quotes the value it refused ('value "..." is out of range for type integer',
    // 'invalid input syntax for type integer: "..."'); other classes quote names (constraint "x").
    return error.message.replace(/"[^"]*"/g, '"…"');
  }
  return error.message;
}

/** An error as the log shows it. */
export type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

function serialize(error: Error, depth: number): LoggedError {
  // PGlite's error class has a minified name.
  const type = isDbError(error) ? 'DatabaseError' : error.constructor.name || error.name;
  const message = safeMessage(error);
  const logged: LoggedError = { type, message, stack: `${type}: ${message}\n${framesOf(error.stack)}` };
  const fields = error as unknown as Record<string, unknown>;
  if (isDbError(error)) {
    for (const field of DB_ERROR_FIELDS) if (fields[field] !== undefined) logged[field] = fields[field];
  } else if (!(error instanceof DrizzleQueryError)) {
    // Other errors keep their own fields (code, statusCode...), but never query values.
    for (const [field, value] of Object.entries(error)) {
      if (field === 'cause' || field === 'params' || field === 'queryOptions' || value instanceof Error)
        continue;
      logged[field] = value;
    }
  }
  if (error.cause instanceof Error && depth < MAX_CAUSES) logged.cause = serialize(error.cause, depth + 1);
  return logged;
}

/**
 * The log serializer of `err` (and what the error handler logs): type, message, stack frames and an
 * allow-list of fields, causes included, with query values and quoted input left out. An object that
 * is not an Error (one already serialized) is returned as it is.
 */
export function serializeError(error: unknown): LoggedError {
  if (error instanceof Error) return serialize(error, 0);
  if (error !== null && typeof error === 'object') return error as LoggedError;
  return { type: typeof error, message: String(error), stack: '' };
}

/** Logger options with `serializeError` for `err`, whatever else they set (tests pass their own). */
export function withSafeErrors<T>(logger: T): T {
  if (!logger || typeof logger !== 'object') return logger;
  const { serializers } = logger as { serializers?: Record<string, unknown> };
  return { ...logger, serializers: { ...serializers, err: serializeError } };
}
