/** A positive integer search parameter (an id), or undefined when missing or malformed. */
export function positiveParam(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
