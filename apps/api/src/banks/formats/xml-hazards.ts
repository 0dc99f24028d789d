import type { BankImportProblem } from '@portal/contracts';
import { lineLocator } from './bank-item';
import { noPause } from './event-loop-pause';

// A bank file is the uploader's text, so the XML parser never sees what it could be made to expand, fetch or
// recurse on: one linear pass before parsing refuses document type declarations (entities, external or not),
// elements nested deeper than a Moodle file ever is, and element or attribute names that are the names of object
// internals (`__proto__`, `constructor`, `prototype`: the parser builds plain objects keyed by them). Each is a
// problem of the file, at its line and column; nothing is expanded or fetched.

/** Moodle's question files nest about 6 deep; 100 leaves room for any HTML kept outside CDATA. */
export const MAX_XML_DEPTH = 100;

const OBJECT_INTERNALS = new Set(['__proto__', 'constructor', 'prototype']);

/** The local part of a qualified name (`x:__proto__` → `__proto__`). */
const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1);

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\r' || c === '\t';

/**
 * The first hazard of an XML text, as a problem of the file, or null. Linear in the text's length; `pause` gives
 * the event loop a turn now and then (a 16 MB file takes a while even so).
 */
export async function xmlHazard(
  content: string,
  pause: () => Promise<void> | undefined = noPause,
): Promise<BankImportProblem | null> {
  const problem = (offset: number, message: string): BankImportProblem => ({
    item: 0,
    ...lineLocator(content)(offset),
    code: 'unsupported',
    message,
  });
  let depth = 0;
  let i = 0;
  for (let tags = 0; ; tags++) {
    if ((tags & 63) === 0) await pause();
    const tag = content.indexOf('<', i);
    if (tag === -1) return null;
    if (content.startsWith('<!--', tag)) {
      const end = content.indexOf('-->', tag + 4);
      i = end === -1 ? content.length : end + 3;
      continue;
    }
    if (content.startsWith('<![CDATA[', tag)) {
      const end = content.indexOf(']]>', tag + 9);
      i = end === -1 ? content.length : end + 3;
      continue;
    }
    if (content[tag + 1] === '!')
      return problem(
        tag,
        'document type and entity declarations (<!DOCTYPE, <!ENTITY) are not accepted: nothing in a bank file is expanded or fetched',
      );
    if (content[tag + 1] === '?') {
      const end = content.indexOf('?>', tag + 2);
      i = end === -1 ? content.length : end + 2;
      continue;
    }
    const closing = content[tag + 1] === '/';
    let at = closing ? tag + 2 : tag + 1;
    const nameStart = at;
    while (at < content.length && !isSpace(content[at]) && content[at] !== '>' && content[at] !== '/') at++;
    const name = content.slice(nameStart, at);
    // The end of the tag, past quoted attribute values (which may hold `>`), checking each attribute's name.
    let selfClosing = false;
    let quote = '';
    let word = -1;
    for (; at < content.length; at++) {
      const c = content[at];
      if (quote) {
        if (c === quote) quote = '';
        continue;
      }
      const ends = c === '=' || c === '>' || c === '/' || isSpace(c);
      if (word !== -1 && ends) {
        const attr = content.slice(word, at);
        if (OBJECT_INTERNALS.has(localName(attr)))
          return problem(word, `the attribute name '${attr}' is not accepted`);
        word = -1;
      }
      if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
      else if (c === '/') selfClosing = content[at + 1] === '>';
      else if (!ends && word === -1) word = at;
    }
    i = at + 1;
    if (OBJECT_INTERNALS.has(localName(name)))
      return problem(tag, `the element name '${name}' is not accepted`);
    if (closing) depth = Math.max(0, depth - 1);
    else if (!selfClosing && ++depth > MAX_XML_DEPTH)
      return problem(tag, `elements are nested more than ${MAX_XML_DEPTH} deep`);
  }
}
