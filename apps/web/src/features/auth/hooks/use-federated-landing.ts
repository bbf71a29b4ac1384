import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The provider sends the browser back here with `?federated=<provider>` (the server has opened a session) or
 * `?federatedError=<code>&provider=<provider>`; the parameters are removed at once so a reload does not replay them.
 * What finishes the sign-in loads only then.
 */
export function useFederatedLanding() {
  const [params, setParams] = useSearchParams();
  const isHandled = useRef(false);

  useEffect(() => {
    if (isHandled.current) return;
    const signedInWith = params.get('federated');
    const failure = params.get('federatedError');
    const provider = params.get('provider');
    if (!signedInWith && !failure) return;
    isHandled.current = true;
    setParams({}, { replace: true });
    void import('../../../lib/federated-session').then((session) => {
      if (session.isFederatedProvider(signedInWith)) {
        session.federatedActions.completeFederatedSignIn(signedInWith).catch(() => undefined);
      } else if (failure) {
        session.showFederatedFailure(failure, provider);
      }
    });
  }, [params, setParams]);
}
