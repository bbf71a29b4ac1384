import { create } from 'zustand';

/**
 * Something a member did that someone may answer (a community message, a feed comment, a request to support, a
 * question Karim's AI handed to Karim): the moment Web Push may be offered (issue 39), never a first page load. The
 * feature that saw it tells; the signed-in frame shows the notifications feature's invitation. Kept out of the
 * start-up chunk (vite.config.ts): /login never needs it.
 */
export type MeaningfulAction = 'community-message' | 'feed-comment' | 'support-request' | 'persona-question';

export const useMeaningfulAction = create<{ last: MeaningfulAction | null }>(() => ({ last: null }));

export const tellMeaningfulAction = (action: MeaningfulAction) =>
  useMeaningfulAction.setState({ last: action });
