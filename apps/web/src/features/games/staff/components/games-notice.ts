/** What an action came to, for the screen's banner: a success's copy key (and its values), or a failure's code. */
export type GamesNotice =
  { tone: 'success'; key: string; values?: Record<string, string> } | { tone: 'error'; code: string };
