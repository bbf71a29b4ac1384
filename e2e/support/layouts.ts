/**
 * A journey that runs on some layouts only says which in its tags (`test(title, onLayouts(…), body)`); each project's
 * `grepInvert` leaves it out of the others when the suite is listed, so no browser context is made for a journey that
 * would only skip itself (decision 033).
 */
export type LayoutName = 'en-desktop' | 'en-phone' | 'fr-desktop' | 'ar-desktop' | 'ar-phone';

const layoutTag = (name: string) => `@only-${name}`;

export const onLayouts = (...names: LayoutName[]) => ({ tag: names.map(layoutTag) });

/** A new feature's journeys: the two layouts that differ most, English desktop and Arabic phone. */
export const onTwoLayouts = onLayouts('en-desktop', 'ar-phone');

/** Matches a journey tagged for some layouts, none of them `name` (Playwright greps the title with its tags). */
export const taggedForOtherLayouts = (name: string) =>
  new RegExp(`^(?!.*${layoutTag(name)}(?![\\w-])).*${layoutTag('')}`);
