import type { CompetitionPerson } from '@portal/contracts';
import unhomoglyph from 'unhomoglyph';

/**
 * A name as one person, however it was typed: compatibility forms folded (full-width letters, ligatures: NFKC),
 * diacritics dropped, case and spacing ignored, and letters that look alike across scripts made one (the Unicode
 * confusables skeleton, from the `unhomoglyph` package: a Cyrillic "о" is the Latin "o"). Lower-cased first (the
 * skeleton maps a capital "I" to "l") and after (a few prototypes are capitals).
 */
export function nameSkeleton(name: string): string {
  const plain = name.normalize('NFKC').normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC');
  return unhomoglyph(plain.toLocaleLowerCase('lt')).toLocaleLowerCase('lt').replace(/\s+/g, ' ').trim();
}

/** The person: the name's skeleton and the birth date. Only a person's first entry in a contest counts. */
export function personKey(person: CompetitionPerson): string {
  return `${nameSkeleton(person.name)}|${person.gdata}`.slice(0, 120);
}

/** The leaderboard's name: the first name and the last name's initial ('Jonas P.'); never the birth date. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  return `${words[0]} ${[...words[words.length - 1]][0].toLocaleUpperCase('lt')}.`;
}
