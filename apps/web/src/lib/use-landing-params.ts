import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Query parameters a redirect brought back (a provider round trip): handed over once, and removed from the address
 * at once so that a reload does not replay them. `onLanding` runs only when one of `names` is present.
 */
export function useLandingParams(names: readonly string[], onLanding: (params: URLSearchParams) => void) {
  const [params, setParams] = useSearchParams();
  const isHandled = useRef(false);

  useEffect(() => {
    if (isHandled.current || !names.some((name) => params.has(name))) return;
    isHandled.current = true;
    setParams({}, { replace: true });
    onLanding(params);
  }, [names, onLanding, params, setParams]);
}
