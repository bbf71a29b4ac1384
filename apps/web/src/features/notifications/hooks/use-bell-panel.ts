import { useRef } from 'react';
import { useDisclosure } from '../../../lib/use-disclosure';

/** The bell's panel: the shared disclosure, with focus on the panel's heading when it opens. */
export function useBellPanel() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return { ...useDisclosure({ initialFocus: headingRef }), headingRef };
}
