export const genders = ['female', 'male', 'other', 'undisclosed'] as const;
export type Gender = (typeof genders)[number];
