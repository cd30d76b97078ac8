import { createElement, Fragment, type ReactNode } from 'react';
import { ENGLISH_NAME } from './lang';
import type { Message, MessageValues } from './messages';

// Apart from messages.ts, which the page's entry reaches before React loads: only components need React.

/** A message with tags, as React nodes: each tag's value renders its content. */
export function rich(message: Message, values: MessageValues = {}): ReactNode {
  return typeof message === 'string' ? message : createElement(Fragment, null, ...message(values));
}

/** The `<en>` tag of a message: a name kept in English on another language's page. */
export const english = (chunks: ReactNode): ReactNode => createElement('span', { lang: ENGLISH_NAME }, chunks);
