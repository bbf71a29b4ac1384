import { LegalDocument } from '../features/legal/components/legal-document';

export default function Screen() {
  return <LegalDocument name="terms" />;
}
