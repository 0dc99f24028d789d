#!/usr/bin/env node
// Checks the seed question banks and the remotes' built-in demo sets.
//
//   node tools/seed-data/check-banks.mjs [--root <dir>]
//
// --root checks the banks and demo sets under another tree laid out the same (a test's fixture).
//
// Reads every apps/api/src/seed/banks/*.json (a QuestionBank) and every apps/*/src/demo/demo-set.json (a DemoSet)
// and checks them with the same schemas the seed uses (libs/contracts/src/validation, loaded through jiti), that
// every text is translated into every language of LANGUAGES (no empty field, none the same as its Lithuanian one
// unless it is a number or a code; an imported bank may lack a language, ours may not), then what only files on
// disk can tell: images present, each enabled category able to fill a test of its family (count
// and draw from the family definitions). Prints per-family counts and exits 1 when anything is wrong. Warnings
// (likely but not certain mistakes) are printed and do not change the exit code.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const rootArg = process.argv.indexOf('--root');
const ROOT = rootArg === -1 ? REPO : resolve(process.argv[rootArg + 1] ?? '.');
const BANKS_DIR = join(ROOT, 'apps/api/src/seed/banks');
const APPS_DIR = join(ROOT, 'apps');
const IMG_DIR = join(ROOT, 'apps/api/assets/img');

const jiti = createJiti(import.meta.url);
const {
  EXAM_FAMILIES,
  LANGUAGES,
  familyDefinition,
  bankProblems,
  demoSetProblems,
  DEMO_QUESTION_COUNT,
  DEMO_IMAGE_PATTERN,
  bankTranslationProblems,
  demoTranslationProblems,
} = await jiti.import(join(REPO, 'libs/contracts/src/index.ts'));

/** Not in the family definitions: the forklift questions come from a test sheet with four answers each. */
const FIXED_ANSWERS = { krautuvai: 4 };

const errors = [];
const warnings = [];
const rel = (file) => relative(ROOT, file);
const err = (file, where, msg) => errors.push(`${rel(file)}${where ? ` ${where}` : ''}: ${msg}`);
const warn = (file, where, msg) => warnings.push(`${rel(file)}${where ? ` ${where}` : ''}: ${msg}`);

const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isExamFamily = (f) => EXAM_FAMILIES.includes(f);
/** Families with a bank file: the enrolled ones and the examiner mode (its ADR sample bank). */
const BANK_FAMILIES = [...EXAM_FAMILIES, 'examiner'];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    err(file, '', `cannot read as JSON (${e.message})`);
    return undefined;
  }
}

/** Heuristics for texts that are complete but probably wrong. */
function lintTexts(file, where, texts) {
  const { lt, ru, en, uk } = Object.fromEntries(LANGUAGES.map((l) => [l, (texts[l] ?? '').trim()]));
  if (lt === en && /[a-z]{4}/i.test(en) && !/^[\d\s.,:%/+-]+$/.test(en))
    warn(file, where, 'lt text is the same as en (not translated?)');
  if (ru === en && /[a-z]{4}/i.test(en)) warn(file, where, 'ru text is the same as en (not translated?)');
  if (/[a-z]{3,}/i.test(ru) && !/[а-яё]/i.test(ru)) warn(file, where, 'ru text has no Cyrillic letters');
  if (uk && /[a-z]{3,}/i.test(uk) && !/[а-яєіїґ]/i.test(uk))
    warn(file, where, 'uk text has no Cyrillic letters');
  if (uk && uk === ru && /\p{L}{4}/u.test(uk))
    warn(file, where, 'uk text is the same as ru (not translated?)');
  const first = (s) => s.match(/\p{L}/u)?.[0];
  const [fl, fr, fe] = [first(lt), first(ru), first(en)];
  const upper = (c) => c && c === c.toUpperCase() && c !== c.toLowerCase();
  const lower = (c) => c && c === c.toLowerCase() && c !== c.toUpperCase();
  // Only when the texts start with a letter: a lower-case start where the others are capitalised often means a lost first letter.
  if (/^\p{L}/u.test(lt) && /^\p{L}/u.test(en) && lower(fl) && upper(fe) && upper(fr)) {
    warn(
      file,
      where,
      `lt text starts in lower case while ru/en do not (first letter lost?): "${lt.slice(0, 40)}"`,
    );
  }
}

function imageFileProblem(dir, file) {
  const path = join(IMG_DIR, dir, file);
  if (!existsSync(path) || !statSync(path).isFile())
    return `image ${file} not found in ${rel(join(IMG_DIR, dir))}/`;
  return null;
}

/** The family a file names, when it is a family with a bank (else an error and null). */
function familyOf(file, data, kind, families = EXAM_FAMILIES) {
  if (!isObj(data)) return (err(file, '', `must be a JSON object (${kind})`), null);
  if (!families.includes(data.family))
    return (
      err(file, '', `family ${JSON.stringify(data.family)} is not one of ${families.join(', ')}`),
      null
    );
  return data.family;
}

// ---------------------------------------------------------------- banks

const summaries = [];

function checkBank(file) {
  const bank = readJson(file);
  if (bank === undefined) return;
  const family = familyOf(file, bank, 'QuestionBank', BANK_FAMILIES);
  if (!family) return;
  const expected = basename(file, '.json');
  if (family !== expected)
    err(
      file,
      '',
      `family is '${family}' but the file is named ${expected}.json (the seed loads <family>.json)`,
    );
  // The seed's own check: shape, texts, answers, key, weights, categories, the family's answer mode.
  const problems = bankProblems(bank, family);
  for (const p of problems) err(file, '', p);
  if (problems.length) return;
  for (const p of bankTranslationProblems(bank)) err(file, '', p);
  // Every sample question names one of its family's topics (issue 26): practice by topic and the exam's blueprint.
  if (familyDefinition(family).topics.length)
    for (const q of bank.questions) if (!q.topic) err(file, '', `question ${q.ref}: no topic`);

  const definition = familyDefinition(family);
  const fixed = FIXED_ANSWERS[family];
  const texts = new Map();
  const perCategory = new Map(bank.categories.map((c) => [c.value, { total: 0, byWeight: {} }]));
  let multi = 0;
  let images = 0;
  bank.questions.forEach((q, i) => {
    const where = `question #${i + 1} (${q.ref})`;
    lintTexts(file, `${where} text`, q.text);
    // The same wording is fine with different pictures ("What does the sign in the picture mean?").
    const key = `${q.text.lt.trim().toLowerCase()}\u0000${q.image ?? ''}`;
    if (texts.has(key))
      warn(file, where, `same Lithuanian text${q.image ? ' and image' : ''} as ${texts.get(key)}`);
    else texts.set(key, q.ref);
    if (fixed && q.answers.length !== fixed)
      err(file, where, `has ${q.answers.length} answers; ${family} questions have exactly ${fixed}`);
    const seen = new Set();
    q.answers.forEach((a, j) => {
      lintTexts(file, `${where} answer ${j + 1}`, a);
      const k = a.lt.trim().toLowerCase();
      if (seen.has(k)) warn(file, where, `answer ${j + 1} repeats another answer (lt)`);
      seen.add(k);
    });
    const correct = new Set(q.correct).size;
    if (correct === q.answers.length) warn(file, where, 'every answer is marked correct');
    if (correct > 1) multi++;
    if (new Set(q.categories).size !== q.categories.length)
      warn(file, where, 'categories lists a value twice');
    if (q.image) {
      const problem = imageFileProblem(definition.imageDir, q.image);
      if (problem) err(file, where, problem);
      images++;
    }
    const weight = q.weight ?? 1;
    for (const c of new Set(q.categories)) {
      const s = perCategory.get(c);
      s.total++;
      s.byWeight[weight] = (s.byWeight[weight] ?? 0) + 1;
    }
  });

  // Can each enabled category fill a test (the family's count and draw)? A bank with no question at all is a new
  // family's (`npm run new-family`) waiting for staff to import its questions: said, not an error.
  const enabled = bank.categories.filter((c) => !c.disabled).map((c) => c.value);
  if (bank.questions.length === 0)
    warn(file, '', `no questions yet: a ${family} test can be taken once staff import its bank`);
  for (const value of bank.questions.length ? enabled : []) {
    const s = perCategory.get(value);
    const where = `category ${JSON.stringify(value)}`;
    if (definition.draw.kind === 'by-weight') {
      for (const [w, need] of Object.entries(definition.draw.countByWeight)) {
        const have = s.byWeight[w] ?? 0;
        if (have < need)
          err(file, where, `has ${have} weight-${w} questions; a ${family} test draws ${need}`);
      }
    } else if (s.total < definition.questionCount) {
      err(file, where, `has ${s.total} questions; a ${family} test needs ${definition.questionCount}`);
    }
  }
  if (!enabled.length) err(file, '', 'every category is disabled: no test can be started');

  summaries.push({
    family,
    questions: bank.questions.length,
    multi,
    images,
    categories: bank.categories,
    perCategory,
  });
}

/** What a category needs, from the family definition. */
function needText(family) {
  const { draw, questionCount } = familyDefinition(family);
  if (draw.kind === 'by-weight')
    return `needs ${Object.entries(draw.countByWeight)
      .sort(([a], [b]) => Number(b) - Number(a))
      .map(([w, n]) => `${n} x w${w}`)
      .join(' + ')}`;
  return `needs ${questionCount}`;
}

// ---------------------------------------------------------------- demo sets

const demoSummaries = [];
const IMAGE_DIRS = EXAM_FAMILIES.map((f) => familyDefinition(f).imageDir);

function checkDemo(file, appName) {
  const set = readJson(file);
  if (set === undefined) return;
  const family = familyOf(file, set, 'DemoSet');
  if (!family) return;
  if (isExamFamily(appName) && appName !== family)
    err(file, '', `family is '${family}' but the file is in apps/${appName}`);
  const problems = demoSetProblems(set, family);
  for (const p of problems) err(file, '', p);
  if (problems.length) return;
  for (const p of demoTranslationProblems(set)) err(file, '', p);
  if (set.questions.length !== DEMO_QUESTION_COUNT)
    warn(file, '', `${set.questions.length} questions; the demo test has ${DEMO_QUESTION_COUNT}`);

  const { imageDir } = familyDefinition(family);
  const fixed = FIXED_ANSWERS[family];
  let multi = 0;
  let images = 0;
  set.questions.forEach((q, i) => {
    const where = `question #${i + 1} (id ${q.id})`;
    const text = (prefix) => Object.fromEntries(LANGUAGES.map((l) => [l, q[`${prefix}_${l}`]]));
    lintTexts(file, `${where} text`, text('klausimas'));
    const count = q.atsakymai_lt.length;
    if (fixed && count !== fixed)
      err(file, where, `has ${count} answers; ${family} questions have exactly ${fixed}`);
    for (let j = 0; j < count; j++)
      lintTexts(
        file,
        `${where} answer ${j + 1}`,
        Object.fromEntries(LANGUAGES.map((l) => [l, q[`atsakymai_${l}`][j]])),
      );
    if (q.image) {
      images++;
      const [, dir, name] = q.image.match(DEMO_IMAGE_PATTERN); // the schema checked the form
      if (!IMAGE_DIRS.includes(dir))
        err(file, where, `image folder '${dir}' is not one of ${IMAGE_DIRS.join(', ')}`);
      else {
        if (dir !== imageDir)
          warn(file, where, `image is in /${dir}/img/, not this family's /${imageDir}/img/`);
        const problem = imageFileProblem(dir, name);
        if (problem) err(file, where, problem);
      }
    }
    if (set.key[i].ats.filter((f) => f === '1').length > 1) multi++;
  });
  demoSummaries.push({ file, family, questions: set.questions.length, multi, images });
}

// ---------------------------------------------------------------- run

const bankFiles = existsSync(BANKS_DIR)
  ? readdirSync(BANKS_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => join(BANKS_DIR, f))
  : [];
const demoFiles = existsSync(APPS_DIR)
  ? readdirSync(APPS_DIR)
      .sort()
      .map((app) => [join(APPS_DIR, app, 'src/demo/demo-set.json'), app])
      .filter(([f]) => existsSync(f))
  : [];

for (const f of bankFiles) checkBank(f);
for (const [f, app] of demoFiles) checkDemo(f, app);

console.log(
  `Question banks (${rel(BANKS_DIR)}): ${bankFiles.length ? bankFiles.map((f) => basename(f)).join(', ') : 'none'}`,
);
for (const s of summaries) {
  console.log(
    `\n${s.family}: ${s.questions} questions, ${s.multi} with 2+ correct answers, ${s.images} with an image`,
  );
  const byWeight = familyDefinition(s.family).draw.kind === 'by-weight';
  for (const c of s.categories) {
    const st = s.perCategory.get(c.value);
    const weights = byWeight ? ` (weight 2: ${st.byWeight[2] ?? 0}, weight 1: ${st.byWeight[1] ?? 0})` : '';
    console.log(
      `  ${String(c.value).padEnd(8)} ${String(st.total).padStart(4)} questions${weights}${c.disabled ? '  [disabled]' : `  ${needText(s.family)}`}`,
    );
  }
}
const missing = EXAM_FAMILIES.filter((f) => !summaries.some((s) => s.family === f));
if (missing.length) console.log(`\nNo bank yet for: ${missing.join(', ')}`);

console.log(`\nDemo sets: ${demoFiles.length ? '' : 'none'}`);
for (const d of demoSummaries)
  console.log(
    `  ${rel(d.file)} (${d.family}): ${d.questions} questions, ${d.multi} with 2+ correct, ${d.images} with an image`,
  );

if (warnings.length) {
  console.log(`\n${warnings.length} warning(s):`);
  for (const w of warnings) console.log(`  - ${w}`);
}
if (errors.length) {
  console.error(`\n${errors.length} problem(s):`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log('\nAll banks and demo sets are fine.');
