// Question texts are plain text here; Moodle keeps HTML. An HTML text becomes plain (tags dropped, <br> and </p>
// as line breaks, entities decoded), and the question's image is the first `@@PLUGINFILE@@/<name>` it shows.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,8}|#\d{1,8}|[a-z]{1,32});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      // A surrogate on its own (`&#xD800;`) is no character: kept as the text it was.
      const character = code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return character ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The tags and the text between them, in order, found in one pass: a `<` with no `>` after it is text, and so is
 * everything after it (no later tag can close either). The regular expressions this replaces rescanned the rest of
 * the text from every `<img` or `<` that had no `>`: 96 KB of `<img` took seconds.
 */
function* htmlParts(html: string): Generator<{ tag: boolean; text: string }> {
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    const close = open === -1 ? -1 : html.indexOf('>', open + 1);
    if (close === -1) {
      yield { tag: false, text: html.slice(i) };
      return;
    }
    if (close === open + 1) {
      // `<>` is no tag.
      yield { tag: false, text: html.slice(i, close + 1) };
      i = close + 1;
      continue;
    }
    if (open > i) yield { tag: false, text: html.slice(i, open) };
    yield { tag: true, text: html.slice(open, close + 1) };
    i = close + 1;
  }
}

const IMG = /^<img[\s/>]/i;
const PLUGIN_SRC = /\bsrc\s*=\s*["']@@PLUGINFILE@@\/([^"']+)["']/i;

/** The image a text shows (`<img src="@@PLUGINFILE@@/x.png">`), URL-decoded. */
export function pluginFileImage(html: string): string | null {
  for (const part of htmlParts(html)) {
    if (!part.tag || !IMG.test(part.text)) continue;
    const m = PLUGIN_SRC.exec(part.text);
    if (!m) continue;
    try {
      return decodeURIComponent(m[1]);
    } catch {
      return m[1];
    }
  }
  return null;
}

/** Plain text: tags dropped, `<br>` and `</p> <p>` as line breaks, entities decoded. Linear in the text's length. */
export function htmlToText(html: string): string {
  const out: string[] = [];
  /** Where a `</p>` was: a `<p…>` after it (only white space between) makes the pair one line break. */
  let paragraphEnd = -1;
  for (const part of htmlParts(html)) {
    if (!part.tag) {
      out.push(part.text);
      if (paragraphEnd !== -1 && part.text.trim() !== '') paragraphEnd = -1;
      continue;
    }
    const tag = part.text;
    if (/^<br\s*\/?>$/i.test(tag)) out.push('\n');
    else if (/^<\/p>$/i.test(tag)) {
      paragraphEnd = out.length;
      continue;
    } else if (paragraphEnd !== -1 && /^<p[\s>]/i.test(tag)) {
      out.length = paragraphEnd;
      out.push('\n');
    }
    paragraphEnd = -1;
  }
  return decodeEntities(out.join('')).trim();
}
