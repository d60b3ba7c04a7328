import { useParams } from 'react-router';

// A positive integer of at most ten digits: what the server's ids look like in a URL.
const ID_PARAM = /^[1-9][0-9]{0,9}$/;

/**
 * The route's `name` parameter as an id: the number; `undefined` when the route has no such
 * parameter (a "new" editor); `null` when it is there but not an id (the caller shows not found).
 */
export function useIdParam(name: string): number | null | undefined {
  const value = useParams()[name];
  if (value === undefined) {
    return undefined;
  }
  return ID_PARAM.test(value) ? Number(value) : null;
}
