// An MDX page body → plain Markdown an assistant can read and cite. The prose, tables, code and the
// `## Heading {#id}` lines pass through as written (the permanent ids stay where the author put them);
// only the MDX layer is rewritten: imports and {/* comments */} go, each component becomes the
// Markdown that carries its content (the renderers below), and relative links become absolute URLs so
// that a copy pasted elsewhere, or concatenated into llms-full.txt, still points at the right section.

export interface Renderers {
  /** A link target as written in the page (relative, #anchor, ?step link) → an absolute URL. */
  url(href: string): string;
  diagram(id: string): string[];
  scenario(id: string): string[];
  glossary(): string[];
  alertRules(): string[];
  /** The callout's first line: its kind, then its title when it has one. */
  aside(type: string, title: string | undefined): string[];
  /** A component with no renderer: its tags are dropped and its children kept. */
  unknown?(name: string): void;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const IMPORT = /^import\s.+\sfrom\s+['"][^'"]+['"];?\s*$/;
const TAG = /^(\s*)<(\/?)([A-Z][A-Za-z]*)\b/;
const HTML_WRAPPER = /^\s*<\/?(div|span)\b[^>]*>\s*$/;
const LINK = /\]\(([^)\s]+)((?:\s+"[^"]*")?)\)/g;

/** The attributes of one JSX tag, string values only (the pages use no expressions in attributes). */
export function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([A-Za-z][\w-]*)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

/** Rewrites the link targets of one line of prose (not code: inline code keeps its text). */
export function absoluteLinks(line: string, url: Renderers['url']): string {
  return line
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(LINK, (_, href: string, title: string) => `](${url(href)}${title})`)))
    .join('');
}

export function mdxToMarkdown(body: string, r: Renderers): string {
  const lines = body.split('\n');
  const out: string[] = [];
  let fence: string | undefined;
  let quote = 0; // open <Aside>s: their lines are a blockquote
  const emit = (line: string) => out.push(quote ? `${'>'.repeat(quote)}${line ? ` ${line}` : ''}` : line);
  const emitAll = (indent: string, block: string[]) => block.forEach((l) => emit(l ? indent + l : ''));

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const f = FENCE.exec(line);
    if (fence) {
      emit(line);
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = undefined;
      continue;
    }
    if (f) {
      fence = f[1];
      emit(line);
      continue;
    }
    if (IMPORT.test(line) || HTML_WRAPPER.test(line)) continue;
    if (line.includes('{/*')) {
      // An MDX comment, on one line or spread over several.
      let text = line;
      while (!text.includes('*/}') && i + 1 < lines.length) text += `\n${lines[++i]}`;
      const rest = text.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
      if (rest.trim()) emit(rest);
      continue;
    }
    const t = TAG.exec(line);
    if (!t) {
      emit(absoluteLinks(line, r.url));
      continue;
    }
    // A component tag; an opening tag may run over several lines (LinkCard's attributes).
    let tag = line;
    while (!/>\s*$/.test(tag) && i + 1 < lines.length) tag += ` ${lines[++i].trim()}`;
    const [, indent, closing, name] = t;
    const attrs = attributes(tag);
    const selfClosing = /\/>\s*$/.test(tag);
    if (closing) {
      if (name === 'Aside') {
        quote--;
        emit('');
      }
      continue;
    }
    switch (name) {
      case 'Diagram':
        emitAll(indent, r.diagram(attrs.id));
        break;
      case 'Scenario':
        emitAll(indent, r.scenario(attrs.id));
        break;
      case 'Glossary':
        emitAll(indent, r.glossary());
        break;
      case 'AlertRules':
        emitAll(indent, r.alertRules());
        break;
      case 'Aside':
        if (selfClosing) break;
        quote++;
        emitAll(indent, r.aside(attrs.type ?? 'note', attrs.title));
        break;
      case 'TabItem':
        // Each panel under its caption, as the page shows them without JavaScript and in print.
        emit(`${indent}**${attrs.label}**`);
        emit('');
        break;
      case 'LinkCard':
        emit(`${indent}- [${attrs.title}](${r.url(attrs.href)})${attrs.description ? `: ${attrs.description}` : ''}`);
        break;
      case 'Tabs':
      case 'Steps':
      case 'CardGrid':
        break; // containers: their children carry the content
      default:
        r.unknown?.(name);
    }
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
