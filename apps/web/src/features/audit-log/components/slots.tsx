import { Fragment, type ReactNode } from 'react';

/**
 * Sentences with elements in them (a link, a price, an isolated name) are translated whole, with each element's place
 * held by a marker the translation cannot contain (private-use characters), then the markers are swapped for the
 * elements. Translators move `{{name}}` anywhere in the sentence, as word order in Arabic asks.
 */
const open = '\uE000';
const close = '\uE001';
const marker = /\uE000(\w+)\uE001/;

export const slot = (name: string) => `${open}${name}${close}`;

/** The slot a text opens with, if it opens with one. */
export const leadingSlot = (text: string) => new RegExp(`^${marker.source}`).exec(text)?.[1];

export function fillSlots(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(marker);
  return parts.map((part, index) => <Fragment key={index}>{index % 2 === 1 ? nodes[part] : part}</Fragment>);
}
