import { useParams } from 'react-router';
import { ReceiptView } from '../../features/subscriptions/member/components/billing/receipt-view';

export default function Screen() {
  const { paymentId = '' } = useParams();
  return <ReceiptView paymentId={paymentId} />;
}
