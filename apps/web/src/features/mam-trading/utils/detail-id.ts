import { useSearchParams } from 'react-router';

/** The account of a detail page: `?id=` in the address (spec 2), a positive whole number, else null. */
export function useDetailId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
