import { useLandingParams } from '../../../lib/use-landing-params';

const landingNames = ['federated', 'federatedError'] as const;

/**
 * Back from a provider: `?federated=<provider>` (the server has opened a session) or
 * `?federatedError=<code>&provider=<provider>`. What finishes the sign-in loads only then.
 */
function onLanding(params: URLSearchParams) {
  void import('../../../lib/federated-session').then((session) => {
    const signedInWith = params.get('federated');
    const failure = params.get('federatedError');
    if (session.isFederatedProvider(signedInWith)) {
      session.federatedActions.completeFederatedSignIn(signedInWith).catch(() => undefined);
    } else if (failure) {
      session.showFederatedFailure(failure, params.get('provider'));
    }
  });
}

export function useFederatedLanding() {
  useLandingParams(landingNames, onLanding);
}
