// A small iCalendar reader (unfolding, property parameters, TEXT unescaping): what the tests use to
// check the files the site writes, and what a reader of those files needs, nothing more.

export interface IcsProperty {
  name: string;
  params: Readonly<Record<string, string>>;
  value: string;
}

export interface IcsComponent {
  type: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

/** Undoes RFC 5545 folding: a line starting with a space or tab continues the previous one. */
export function unfoldLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split(/\r\n|\n/)) {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && lines.length > 0) {
      lines[lines.length - 1] += raw.slice(1);
    } else if (raw !== '') {
      lines.push(raw);
    }
  }
  return lines;
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

/** 'DTSTART;TZID=America/Barbados:20261201T143000' -> name, params, value. */
export function parseProperty(line: string): IcsProperty {
  const colon = line.indexOf(':');
  if (colon < 0) throw new Error(`Not a content line: ${line}`);
  const [name, ...paramParts] = line.slice(0, colon).split(';') as [string, ...string[]];
  const params = Object.fromEntries(
    paramParts.map((part) => {
      const equals = part.indexOf('=');
      return equals < 0
        ? [part.toUpperCase(), '']
        : [part.slice(0, equals).toUpperCase(), part.slice(equals + 1)];
    }),
  );
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

/** Parses a whole calendar file into its component tree (the root is the VCALENDAR). */
export function parseIcs(text: string): IcsComponent {
  const stack: IcsComponent[] = [];
  let root: IcsComponent | null = null;
  for (const line of unfoldLines(text)) {
    const property = parseProperty(line);
    if (property.name === 'BEGIN') {
      const component: IcsComponent = { type: property.value, properties: [], components: [] };
      stack.at(-1)?.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      const closed = stack.pop();
      if (!closed || closed.type !== property.value) {
        throw new Error(`Unbalanced END:${property.value}`);
      }
      if (stack.length === 0) root = closed;
    } else {
      const current = stack.at(-1);
      if (!current) throw new Error(`Property outside a component: ${line}`);
      current.properties.push(property);
    }
  }
  if (!root || stack.length > 0) throw new Error('Incomplete calendar');
  return root;
}

/** The first property of that name, or undefined. */
export function icsProperty(component: IcsComponent, name: string): IcsProperty | undefined {
  return component.properties.find((property) => property.name === name.toUpperCase());
}
