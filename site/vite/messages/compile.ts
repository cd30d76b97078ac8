import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The runtime helpers a compiled message calls (site/src/lib/i18n/messages.ts). */
export type Helper = 'plural' | 'select' | 'number' | 'date';

/** What the compiled code calls each helper: the plugin imports them under these names. */
export const HELPER_PREFIX = '__message_';

export interface CompiledMessage {
  /** A JavaScript expression: a string literal, or a function of the message's values. */
  code: string;
  helpers: Set<Helper>;
}

/** Parses an ICU message as the page's messages must be written: every plural and select has `other`. */
export function parseMessage(message: string): MessageFormatElement[] {
  return parse(message, { requiresOtherClause: true });
}

/**
 * An ICU message as JavaScript: a string literal when it is only text, else `(v) => [...]`, the
 * parts in order (text, values, tags' results), which the page joins or renders.
 */
export function compileMessage(message: string): CompiledMessage {
  const elements = parseMessage(message);
  if (elements.every((element) => element.type === TYPE.literal)) {
    return { code: JSON.stringify(elements.map((element) => element.value).join('')), helpers: new Set() };
  }
  const helpers = new Set<Helper>();
  return { code: `(v) => ${parts(elements, helpers, 0)}`, helpers };
}

const dateStyles: Record<string, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
};

const numberStyles: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};

function parts(elements: MessageFormatElement[], helpers: Set<Helper>, depth: number): string {
  return `[${elements.map((element) => part(element, helpers, depth)).join(', ')}]`;
}

function part(element: MessageFormatElement, helpers: Set<Helper>, depth: number): string {
  const value = (name: string) => `v[${JSON.stringify(name)}]`;
  switch (element.type) {
    case TYPE.literal:
      return JSON.stringify(element.value);
    case TYPE.argument:
      return value(element.value);
    case TYPE.pound:
      if (depth === 0) throw new Error('# outside a plural');
      return `h${depth - 1}`;
    case TYPE.number: {
      helpers.add('number');
      const options = typeof element.style === 'string' ? numberStyles[element.style] : element.style?.parsedOptions;
      if (typeof element.style === 'string' && !options) throw new Error(`unknown number style "${element.style}"`);
      return `${HELPER_PREFIX}number(${value(element.value)}${options ? `, ${JSON.stringify(options)}` : ''})`;
    }
    case TYPE.date:
    case TYPE.time: {
      helpers.add('date');
      const options = typeof element.style === 'string' ? dateStyles[element.style] : element.style?.parsedOptions;
      if (typeof element.style === 'string' && !options) throw new Error(`unknown date style "${element.style}"`);
      return `${HELPER_PREFIX}date(${value(element.value)}${options ? `, ${JSON.stringify(options)}` : ''})`;
    }
    case TYPE.plural: {
      if (element.pluralType === 'ordinal') throw new Error('selectordinal is not supported');
      helpers.add('plural');
      const cases = Object.entries(element.options).map(([key, option]) => `${JSON.stringify(key)}: (h${depth}) => ${parts(option.value, helpers, depth + 1)}`);
      return `...${HELPER_PREFIX}plural(${value(element.value)}, ${element.offset}, {${cases.join(', ')}})`;
    }
    case TYPE.select: {
      helpers.add('select');
      const cases = Object.entries(element.options).map(([key, option]) => `${JSON.stringify(key)}: () => ${parts(option.value, helpers, depth)}`);
      return `...${HELPER_PREFIX}select(${value(element.value)}, {${cases.join(', ')}})`;
    }
    case TYPE.tag:
      return `${value(element.value)}(${parts(element.children, helpers, depth)})`;
  }
}
