import { QueryClientProvider } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { SandboxCheckout } from '../features/subscriptions/member/components/sandbox-checkout';
import { queryClient } from '../lib/query-client';

/** Outside the app's layout, which is where the query cache is otherwise provided. */
export default function Screen() {
  const { sessionId = '' } = useParams();
  return (
    <QueryClientProvider client={queryClient}>
      <SandboxCheckout sessionId={sessionId} />
    </QueryClientProvider>
  );
}
