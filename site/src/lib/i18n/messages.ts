import type { ReactNode } from 'react';
import { LOCALE } from './lang';

/**
 * A message of the page, written in English in the code where it is used (`defineMessages`) and
 * compiled at build time into the build's language (site/vite/messages/compileMessages.ts): a string
 * when it has no arguments, else a function of its values. The English is extracted into
 * site/locales/en.json (`npm run extract`); the Spanish lives in site/locales/es.json.
 */
export type Message = string | ((values: MessageValues) => MessagePart[]);

export type MessagePart = ReactNode;

/** An argument's value; a tag's value is a function of its content (`<b>...</b>`). */
export type MessageValues = Record<string, unknown>;

interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  description?: string;
}

/** Messages in ICU MessageFormat, each with a stable id; the build replaces each by its compiled form. */
export function defineMessages<K extends string>(descriptors: Record<K, MessageDescriptor>): Record<K, Message> {
  // The build's own check is the plugin's; this one is for the dev server and the tests.
  if (import.meta.env.DEV) {
    for (const descriptor of Object.values<MessageDescriptor | Message>(descriptors)) {
      if (typeof descriptor === 'object') throw new Error(`message ${descriptor.id} was not compiled: is site/vite/messages in the build's plugins?`);
    }
  }
  return descriptors as unknown as Record<K, Message>;
}

/** A message as plain text. */
export function text(message: Message, values: MessageValues = {}): string {
  return typeof message === 'string' ? message : message(values).join('');
}

// What the compiled messages call (site/vite/messages/compile.ts writes the calls).

let pluralRules: Intl.PluralRules | undefined;

type Branch = (count: string) => MessagePart[];

/** `{n, plural, ...}`: an exact case (=0) first, then the language's plural category, then `other`. */
export function plural(value: unknown, offset: number, cases: Record<string, Branch>): MessagePart[] {
  const n = Number(value);
  const exact = cases[`=${n}`];
  const category = (pluralRules ??= new Intl.PluralRules(LOCALE)).select(n - offset);
  return (exact ?? cases[category] ?? cases.other!)(number(n - offset));
}

/** `{x, select, ...}` */
export function select(value: unknown, cases: Record<string, () => MessagePart[]>): MessagePart[] {
  return (cases[String(value)] ?? cases.other!)();
}

export function number(value: unknown, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALE, options).format(Number(value));
}

export function date(value: unknown, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALE, options).format(value as Date | number);
}
