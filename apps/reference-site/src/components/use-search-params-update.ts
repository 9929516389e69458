import { useSearchParams } from 'react-router';

/**
 * The URL's query plus a merge update: the given keys are set, an empty value removes its key,
 * and every other key is kept, so filters, search and page live in the URL together.
 *
 * @example
 * const [params, update] = useSearchParamsUpdate();
 * update({ status: 'hidden', page: '' }); // sets status, drops page
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  return [params, update] as const;
}
