import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Query parameters a redirect brought back (a provider round trip): handed over once, and removed from the address
 * at once so that a reload does not replay them. `onLanding` runs only when one of `names` is present.
 *
 * The address is cleaned with `history.replaceState`, not a router navigation: by the time this screen's effect runs,
 * the session may already be open and the guard on its way to the next screen, and a navigation back to this one
 * would override it (the federated journeys met it once the copy came as JSON and the screen mounted later).
 */
export function useLandingParams(names: readonly string[], onLanding: (params: URLSearchParams) => void) {
  const [params] = useSearchParams();
  const isHandled = useRef(false);

  useEffect(() => {
    if (isHandled.current || !names.some((name) => params.has(name))) return;
    isHandled.current = true;
    const address = new URL(window.location.href);
    for (const name of [...address.searchParams.keys()]) {
      if (params.has(name)) address.searchParams.delete(name);
    }
    window.history.replaceState(window.history.state, '', address);
    onLanding(params);
  }, [names, onLanding, params]);
}
