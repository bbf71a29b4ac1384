/** Spec §9: the privacy policy was last updated on 21 October 2025; the terms were published with it. */
export const legalLastUpdated = { privacy: '2025-10-21', terms: '2025-10-21' } as const;
export type LegalDocumentName = keyof typeof legalLastUpdated;
