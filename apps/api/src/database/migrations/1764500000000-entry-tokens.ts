import { createHash } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import unhomoglyph from 'unhomoglyph';

// Issue 23: a contest entrant has at most one running entry per contest (contest_entries.open_key, unique, set
// while the entry runs); the examiner's test tokens are stored as SHA-256, like the contest's secrets; a contest
// person is the name's confusables skeleton with the birth date (competition-person.ts).

/**
 * The name's skeleton as competition/competition-person.ts made it when this migration was written: a copy, so the
 * migration keeps rewriting the rows it found the same way whatever the rule becomes (and the database layer
 * imports no domain module).
 */
function nameSkeleton(name: string): string {
  const plain = name.normalize('NFKC').normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC');
  return unhomoglyph(plain.toLocaleLowerCase('lt')).toLocaleLowerCase('lt').replace(/\s+/g, ' ').trim();
}

const OPEN_KEY = new TableColumn({ name: 'open_key', type: 'varchar', length: '140', isNullable: true });
const OPEN_INDEX = new TableIndex({
  name: 'uq_contest_entries_open',
  columnNames: ['open_key'],
  isUnique: true,
});

interface EntryRow {
  id: number;
  contest_id: number;
  person_key: string;
  counted_key: string | null;
  finished_at: number | string | null;
}

export class EntryTokens1764500000000 implements MigrationInterface {
  name = 'EntryTokens1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Examiner tokens in clear (32 characters) become their SHA-256 (64 hexadecimal digits): the runner keeps the
    // token and sends it as before; only the stored form changes.
    const exams = (await queryRunner.query(
      'SELECT id, token FROM examiner_exams WHERE LENGTH(token) < 64',
    )) as { id: number; token: string }[];
    for (const exam of exams)
      await queryRunner.query('UPDATE examiner_exams SET token = ? WHERE id = ?', [
        createHash('sha256').update(exam.token).digest('hex'),
        exam.id,
      ]);

    await queryRunner.addColumn('contest_entries', OPEN_KEY);
    // Person keys as the new rule makes them: the first entry of a person (by id) keeps counting; a later entry
    // that was counted only because its name was written with look-alike letters is not ranked any more. Each
    // person's newest running entry becomes the running one (older duplicates end lazily at their deadline).
    const entries = (await queryRunner.query(
      'SELECT id, contest_id, person_key, counted_key, finished_at FROM contest_entries ORDER BY id',
    )) as EntryRow[];
    const counted = new Set<string>();
    const running = new Map<string, number>();
    const changes = new Map<number, { personKey: string; countedKey: string | null }>();
    for (const e of entries) {
      const split = e.person_key.lastIndexOf('|');
      const personKey = `${nameSkeleton(e.person_key.slice(0, split))}${e.person_key.slice(split)}`.slice(
        0,
        120,
      );
      const key = `${e.contest_id}:${personKey}`;
      let countedKey: string | null = null;
      if (e.counted_key !== null && !counted.has(key)) {
        countedKey = key;
        counted.add(key);
      }
      if (e.finished_at === null) running.set(key, e.id);
      if (personKey !== e.person_key || countedKey !== e.counted_key)
        changes.set(e.id, { personKey, countedKey });
    }
    // Counted keys cleared first, so a key moving from one row to another never collides on the unique index.
    for (const [id, change] of changes)
      if (change.countedKey === null)
        await queryRunner.query('UPDATE contest_entries SET counted_key = NULL WHERE id = ?', [id]);
    for (const [id, change] of changes)
      await queryRunner.query('UPDATE contest_entries SET person_key = ?, counted_key = ? WHERE id = ?', [
        change.personKey,
        change.countedKey,
        id,
      ]);
    for (const [key, id] of running)
      await queryRunner.query('UPDATE contest_entries SET open_key = ? WHERE id = ?', [key, id]);
    await queryRunner.createIndex('contest_entries', OPEN_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The examiner tokens' hashes cannot be turned back: those tests can no longer be saved or ended.
    await queryRunner.dropIndex('contest_entries', OPEN_INDEX.name!);
    await queryRunner.dropColumn('contest_entries', OPEN_KEY.name);
  }
}
