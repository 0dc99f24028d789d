import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LANGUAGES } from '../families/family-definition';
import { perLanguage } from '../families/languages';

// tools/seed-data/check-banks.mjs on a small fixture tree (--root): our sample banks and demo sets must have every
// language of LANGUAGES, so a missing, empty or copied text fails the check, naming file, place and language.

const CHECKER = resolve(__dirname, '../../../../tools/seed-data/check-banks.mjs');

/** A hidro bank of 20 questions (one test's worth), every text in every language. */
function hidroBank() {
  const words: Record<string, string> = {
    lt: 'Klausimas',
    ru: 'Вопрос',
    en: 'Question',
    uk: 'Запитання',
    pl: 'Pytanie',
  };
  const yes: Record<string, string> = { lt: 'Taip', ru: 'Да', en: 'Yes', uk: 'Так', pl: 'Tak' };
  const no: Record<string, string> = { lt: 'Niekada', ru: 'Никогда', en: 'Never', uk: 'Ніколи', pl: 'Nigdy' };
  return {
    family: 'hidro',
    categories: [{ value: 'H', type: 'crane', labels: perLanguage((l) => `${words[l]} H`) }],
    questions: Array.from({ length: 20 }, (_, i) => ({
      ref: `h-${i}`,
      categories: ['H'],
      topic: 'setup',
      text: perLanguage((l) => `${words[l]} ${i}?`),
      answers: [perLanguage((l) => yes[l] ?? l), perLanguage((l) => no[l] ?? l)],
      correct: [0],
    })),
  };
}

function check(bank: object): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'check-banks-'));
  try {
    mkdirSync(join(root, 'apps/api/src/seed/banks'), { recursive: true });
    writeFileSync(join(root, 'apps/api/src/seed/banks/hidro.json'), JSON.stringify(bank));
    const run = spawnSync(process.execPath, [CHECKER, '--root', root], { encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the bank checker (tools/seed-data/check-banks.mjs) requires every language in our banks', () => {
  it('passes a bank complete in every language', () => {
    const { status, output } = check(hidroBank());
    expect(output).toContain('All banks and demo sets are fine.');
    expect(status).toBe(0);
  });

  it('fails on a missing, an empty and a copied text, each named by place and language', () => {
    const bank = hidroBank();
    delete (bank.questions[0].text as Partial<Record<string, string>>).uk;
    bank.questions[1].answers[1].pl = ' ';
    bank.questions[2].text.pl = bank.questions[2].text.lt;
    const { status, output } = check(bank);
    expect(status).toBe(1);
    expect(output).toContain('question #1 (h-0) text.uk: not translated (empty or missing)');
    expect(output).toContain('question #2 (h-1) answers[1].pl: not translated (empty or missing)');
    expect(output).toContain('question #3 (h-2) text.pl: not translated (the same as lt)');
    expect(output.match(/not translated/g)).toHaveLength(3);
  });

  it('is driven by LANGUAGES: every language but Lithuanian is checked', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'lt')) {
      const bank = hidroBank();
      bank.categories[0].labels[language] = '';
      const { status, output } = check(bank);
      expect([language, status]).toEqual([language, 1]);
      expect(output).toContain(`category #1 (H) labels.${language}: not translated`);
    }
  });
});
