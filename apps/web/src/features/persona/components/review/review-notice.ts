/** What a decision came to, for the review screen's banner: a success's copy key, or a failure's error code. */
export type ReviewNotice = { tone: 'success'; key: string } | { tone: 'error'; code: string };
