import { QueryClientProvider } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { UnsubscribePage } from '../features/feed/components/unsubscribe-page';
import { queryClient } from '../lib/query-client';

/** Outside the app's layout, which is where the query cache is otherwise provided. */
export default function Screen() {
  const [searchParams] = useSearchParams();
  return (
    <QueryClientProvider client={queryClient}>
      <UnsubscribePage token={searchParams.get('token') ?? ''} />
    </QueryClientProvider>
  );
}
