import type { KeyboardEvent } from 'react';

/**
 * Whether a key press in a message box sends it: Enter does, Shift+Enter starts a new line, and while an input method
 * composes (Arabic, say) Enter is its own. Safari reports the Enter that ends a composition as keyCode 229, without
 * `isComposing`.
 */
export function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  const isComposing = event.nativeEvent.isComposing || event.keyCode === 229;
  return event.key === 'Enter' && !event.shiftKey && !isComposing;
}
