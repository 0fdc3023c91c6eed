/** A row id from the address (`:id`, `?tag=`): a positive whole number, else null (absent or malformed). */
export function idParam(value: string | null | undefined): number | null {
  const n = Number(value ?? '');
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
