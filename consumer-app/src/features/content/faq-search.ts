import { Children, isValidElement, type ReactNode } from 'react';

/** The readable text of a React tree: what a reader would search for in an answer. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (isValidElement<{ children?: ReactNode }>(node)) return Children.toArray(node.props.children).map(textOf).join(' ');
  return '';
}

function normalise(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim();
}

/** True when every word of the query occurs in the text, in any order, ignoring case and accents. */
export function matchesQuery(text: string, query: string): boolean {
  const words = normalise(query).split(' ').filter(Boolean);
  if (!words.length) return true;
  const haystack = normalise(text);
  return words.every((w) => haystack.includes(w));
}
