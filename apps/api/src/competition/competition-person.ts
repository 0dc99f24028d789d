import type { CompetitionPerson } from '@portal/contracts';

/**
 * One person however the name was typed: case, spacing and diacritics ignored ('Jonas  Petraitis' and
 * 'jonas petraitis' are the same), with the birth date. Only the first entry of a person counts.
 */
export function personKey(person: CompetitionPerson): string {
  const name = person.name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('lt')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name}|${person.gdata}`.slice(0, 120);
}

/** The leaderboard's name: the first name and the last name's initial ('Jonas P.'); never the birth date. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  return `${words[0]} ${[...words[words.length - 1]][0].toLocaleUpperCase('lt')}.`;
}
