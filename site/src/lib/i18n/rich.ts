import { createElement, Fragment, type ReactNode } from 'react';
import type { Message, MessageValues } from './messages';

// Apart from messages.ts, which the page's entry reaches before React loads: only components need React.

/** A message with tags, as React nodes: each tag's value renders its content. */
export function rich(message: Message, values: MessageValues = {}): ReactNode {
  return typeof message === 'string' ? message : createElement(Fragment, null, ...message(values));
}
