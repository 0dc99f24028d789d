// Question texts are plain text here; Moodle keeps HTML. An HTML text becomes plain (tags dropped, <br> and </p>
// as line breaks, entities decoded), and the question's image is the first `@@PLUGINFILE@@/<name>` it shows.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The image a text shows (`<img src="@@PLUGINFILE@@/x.png">`), URL-decoded. */
export function pluginFileImage(html: string): string | null {
  const m = /<img\b[^>]*\bsrc\s*=\s*["']@@PLUGINFILE@@\/([^"']+)["']/i.exec(html);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

export function htmlToText(html: string): string {
  const text = html
    .replace(/<img\b[^>]*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text).trim();
}
