#!/usr/bin/env node
// Checks the seed question banks and the remotes' built-in demo sets (plain Node ESM, no dependencies).
//
//   node tools/seed-data/check-banks.mjs
//
// Reads every apps/api/src/seed/banks/*.json (a QuestionBank, libs/contracts/src/exam.ts) and every
// apps/*/src/demo/demo-set.json (a DemoSet). Prints per-family counts and exits 1 when anything is wrong.
// Warnings (likely but not certain mistakes) are printed and do not change the exit code.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BANKS_DIR = join(ROOT, 'apps/api/src/seed/banks');
const APPS_DIR = join(ROOT, 'apps');
const IMG_DIR = join(ROOT, 'apps/api/assets/img');

const LANGS = ['lt', 'ru', 'en'];
/** Family → image folder under apps/api/assets/img (served at /<dir>/img/). */
const IMAGE_DIR = {
  ket: 'ket',
  kodas: 'kodas',
  tractor: 'traktoriai',
  hidro: 'hidro',
  krautuvai: 'krautuvai',
};
const FAMILIES = Object.keys(IMAGE_DIR);
/** Questions one test needs (the families' policies). */
const TEST_SIZE = { ket: 30, kodas: 30, tractor: 20, hidro: 20, krautuvai: 20 };
/** Runners where ticking one answer clears the others: exactly one correct answer per question. */
const SINGLE_ANSWER = new Set(['tractor', 'hidro', 'krautuvai']);
/** Families whose questions always have this many answers. */
const FIXED_ANSWERS = { krautuvai: 4 };
/** kodas draws 10 questions of weight 2 and 20 of weight 1 per test (40 points). */
const KODAS_DRAW = { 2: 10, 1: 20 };
/** The runner's keys 1-5 reach at most five answers. */
const MIN_ANSWERS = 2;
const MAX_ANSWERS = 5;
const DEMO_SIZE = 20;

const errors = [];
const warnings = [];
const rel = (file) => relative(ROOT, file);
const err = (file, where, msg) => errors.push(`${rel(file)}${where ? ` ${where}` : ''}: ${msg}`);
const warn = (file, where, msg) => warnings.push(`${rel(file)}${where ? ` ${where}` : ''}: ${msg}`);

const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v) => typeof v === 'string' && v.trim().length > 0;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    err(file, '', `cannot read as JSON (${e.message})`);
    return undefined;
  }
}

/** Checks a {lt, ru, en} text; returns whether it is complete. */
function checkText(file, where, text) {
  if (!isObj(text)) {
    err(file, where, 'must be an object with lt, ru and en');
    return false;
  }
  const missing = LANGS.filter((l) => !nonEmpty(text[l]));
  if (missing.length) {
    err(file, where, `empty or missing ${missing.join(', ')}`);
    return false;
  }
  return true;
}

/** Heuristics for texts that are complete but probably wrong. */
function lintTexts(file, where, texts) {
  const [lt, ru, en] = LANGS.map((l) => texts[l].trim());
  if (lt === en && /[a-z]{4}/i.test(en) && !/^[\d\s.,:%/+-]+$/.test(en))
    warn(file, where, 'lt text is the same as en (not translated?)');
  if (ru === en && /[a-z]{4}/i.test(en)) warn(file, where, 'ru text is the same as en (not translated?)');
  if (/[a-z]{3,}/i.test(ru) && !/[а-яё]/i.test(ru)) warn(file, where, 'ru text has no Cyrillic letters');
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

function imageFileProblem(family, dir, file) {
  if (!nonEmpty(file) || file.includes('/') || file.includes('\\'))
    return `image must be a plain file name, got ${JSON.stringify(file)}`;
  const path = join(IMG_DIR, dir, file);
  if (!existsSync(path) || !statSync(path).isFile())
    return `image ${file} not found in ${rel(join(IMG_DIR, dir))}/`;
  return null;
}

// ---------------------------------------------------------------- banks

const summaries = [];

function checkBank(file) {
  const bank = readJson(file);
  if (bank === undefined) return;
  const expected = basename(file, '.json');
  if (!isObj(bank)) return err(file, '', 'must be a JSON object (QuestionBank)');
  const family = bank.family;
  if (!FAMILIES.includes(family))
    return err(file, '', `family ${JSON.stringify(family)} is not one of ${FAMILIES.join(', ')}`);
  if (family !== expected)
    err(
      file,
      '',
      `family is '${family}' but the file is named ${expected}.json (the seed loads <family>.json)`,
    );
  if (!Array.isArray(bank.categories) || !Array.isArray(bank.questions))
    return err(file, '', 'categories and questions must be arrays');

  // Categories.
  const values = new Set();
  const enabled = [];
  bank.categories.forEach((c, i) => {
    const where = `category #${i + 1}${isObj(c) && c.value !== undefined ? ` (${JSON.stringify(c.value)})` : ''}`;
    if (!isObj(c)) return err(file, where, 'must be an object');
    if (!nonEmpty(c.value) || c.value.length > 50)
      err(file, where, 'value must be a non-empty string of at most 50 characters');
    else if (values.has(c.value)) err(file, where, 'duplicate value');
    else values.add(c.value);
    if (!nonEmpty(c.type)) err(file, where, 'type must be a non-empty string');
    checkText(file, `${where} labels`, c.labels);
    if (c.disabled !== undefined && typeof c.disabled !== 'boolean')
      err(file, where, 'disabled must be true or false when given');
    if (!c.disabled && nonEmpty(c.value)) enabled.push(c.value);
  });
  if (!bank.categories.length) err(file, '', 'no categories');

  // Questions.
  const refs = new Set();
  const texts = new Map();
  const perCategory = new Map([...values].map((v) => [v, { total: 0, w1: 0, w2: 0 }]));
  let multi = 0;
  let images = 0;
  bank.questions.forEach((q, i) => {
    const where = `question #${i + 1}${isObj(q) && nonEmpty(q.ref) ? ` (${q.ref})` : ''}`;
    if (!isObj(q)) return err(file, where, 'must be an object');
    let usable = true;
    if (!nonEmpty(q.ref) || q.ref.length > 100) {
      err(file, where, 'ref must be a non-empty string of at most 100 characters');
      usable = false;
    } else if (refs.has(q.ref)) {
      err(file, where, 'duplicate ref');
      usable = false;
    } else refs.add(q.ref);

    if (checkText(file, `${where} text`, q.text)) {
      lintTexts(file, `${where} text`, q.text);
      // The same wording is fine with different pictures ("What does the sign in the picture mean?").
      const key = `${q.text.lt.trim().toLowerCase()}\u0000${q.image ?? ''}`;
      if (texts.has(key))
        warn(file, where, `same Lithuanian text${q.image ? ' and image' : ''} as ${texts.get(key)}`);
      else texts.set(key, q.ref ?? `#${i + 1}`);
    } else usable = false;

    if (!Array.isArray(q.answers)) {
      err(file, where, 'answers must be an array');
      usable = false;
    } else {
      if (q.answers.length < MIN_ANSWERS || q.answers.length > MAX_ANSWERS) {
        err(file, where, `has ${q.answers.length} answers; ${MIN_ANSWERS}-${MAX_ANSWERS} allowed`);
        usable = false;
      }
      const fixed = FIXED_ANSWERS[family];
      if (fixed && q.answers.length !== fixed)
        err(file, where, `has ${q.answers.length} answers; ${family} questions have exactly ${fixed}`);
      q.answers.forEach((a, j) => {
        if (checkText(file, `${where} answer ${j + 1}`, a)) lintTexts(file, `${where} answer ${j + 1}`, a);
        else usable = false;
      });
      const seen = new Set();
      q.answers.forEach((a, j) => {
        if (!isObj(a) || !nonEmpty(a.lt)) return;
        const k = a.lt.trim().toLowerCase();
        if (seen.has(k)) warn(file, where, `answer ${j + 1} repeats another answer (lt)`);
        seen.add(k);
      });
    }

    const count = Array.isArray(q.answers) ? q.answers.length : 0;
    if (!Array.isArray(q.correct) || !q.correct.length) {
      err(file, where, 'correct must list at least one answer index');
      usable = false;
    } else {
      const bad = q.correct.filter((k) => !Number.isInteger(k) || k < 0 || k >= count);
      if (bad.length) {
        err(
          file,
          where,
          `correct has index(es) ${bad.map((b) => JSON.stringify(b)).join(', ')} outside 0..${count - 1} (0-based)`,
        );
        usable = false;
      }
      if (new Set(q.correct).size !== q.correct.length) err(file, where, 'correct lists an index twice');
      if (SINGLE_ANSWER.has(family) && new Set(q.correct).size !== 1) {
        err(
          file,
          where,
          `has ${new Set(q.correct).size} correct answers; ${family} is a single-answer family (exactly one)`,
        );
      }
      if (count && new Set(q.correct).size === count) warn(file, where, 'every answer is marked correct');
      if (new Set(q.correct).size > 1) multi++;
    }

    const weight = q.weight ?? 1;
    if (weight !== 1 && weight !== 2)
      err(file, where, `weight must be 1 or 2, got ${JSON.stringify(q.weight)}`);

    if (!Array.isArray(q.categories) || !q.categories.length) {
      err(file, where, 'categories must be a non-empty array');
      usable = false;
    } else {
      const unknown = q.categories.filter((c) => !values.has(c));
      if (unknown.length)
        err(
          file,
          where,
          `unknown categor${unknown.length > 1 ? 'ies' : 'y'} ${unknown.map((c) => JSON.stringify(c)).join(', ')}`,
        );
      if (new Set(q.categories).size !== q.categories.length)
        warn(file, where, 'categories lists a value twice');
    }

    if (q.topic !== undefined && typeof q.topic !== 'string')
      err(file, where, 'topic must be a string when given');

    if (q.image !== undefined && q.image !== null) {
      const problem = imageFileProblem(family, IMAGE_DIR[family], q.image);
      if (problem) err(file, where, problem);
      images++;
    }

    if (usable && Array.isArray(q.categories)) {
      for (const c of new Set(q.categories)) {
        const s = perCategory.get(c);
        if (!s) continue;
        s.total++;
        if (weight === 2) s.w2++;
        else if (weight === 1) s.w1++;
      }
    }
  });

  // Can each enabled category fill a test?
  for (const value of enabled) {
    const s = perCategory.get(value);
    if (!s) continue;
    if (family === 'kodas') {
      for (const [w, need] of Object.entries(KODAS_DRAW)) {
        const have = w === '2' ? s.w2 : s.w1;
        if (have < need)
          err(
            file,
            `category ${JSON.stringify(value)}`,
            `has ${have} usable weight-${w} questions; a kodas test draws ${need}`,
          );
      }
    } else if (s.total < TEST_SIZE[family]) {
      err(
        file,
        `category ${JSON.stringify(value)}`,
        `has ${s.total} usable questions; a ${family} test needs ${TEST_SIZE[family]}`,
      );
    }
  }
  if (!enabled.length && bank.categories.length)
    err(file, '', 'every category is disabled: no test can be started');

  summaries.push({
    file,
    family,
    questions: bank.questions.length,
    multi,
    images,
    categories: bank.categories,
    perCategory,
  });
}

// ---------------------------------------------------------------- demo sets

const demoSummaries = [];

function checkDemo(file, appName) {
  const set = readJson(file);
  if (set === undefined) return;
  if (!isObj(set)) return err(file, '', 'must be a JSON object (DemoSet)');
  const family = set.family;
  if (!FAMILIES.includes(family))
    return err(file, '', `family ${JSON.stringify(family)} is not one of ${FAMILIES.join(', ')}`);
  if (FAMILIES.includes(appName) && appName !== family)
    err(file, '', `family is '${family}' but the file is in apps/${appName}`);
  if (!Array.isArray(set.questions) || !Array.isArray(set.key))
    return err(file, '', 'questions and key must be arrays');
  if (set.questions.length !== set.key.length)
    err(file, '', `${set.questions.length} questions but ${set.key.length} key entries`);
  if (set.questions.length !== DEMO_SIZE)
    warn(file, '', `${set.questions.length} questions; the demo test has ${DEMO_SIZE}`);

  const ids = new Set();
  let multi = 0;
  let images = 0;
  set.questions.forEach((q, i) => {
    const where = `question #${i + 1}${isObj(q) && q.id !== undefined ? ` (id ${q.id})` : ''}`;
    if (!isObj(q)) return err(file, where, 'must be an object');
    if (!Number.isInteger(q.id)) err(file, where, 'id must be an integer');
    else if (ids.has(q.id)) err(file, where, 'duplicate id');
    else ids.add(q.id);

    const text = Object.fromEntries(LANGS.map((l) => [l, q[`klausimas_${l}`]]));
    const missingText = LANGS.filter((l) => !nonEmpty(text[l]));
    if (missingText.length)
      err(file, where, `empty or missing ${missingText.map((l) => `klausimas_${l}`).join(', ')}`);
    else lintTexts(file, `${where} text`, text);

    const lists = LANGS.map((l) => q[`atsakymai_${l}`]);
    let count = -1;
    if (lists.some((a) => !Array.isArray(a)))
      err(file, where, 'atsakymai_lt, atsakymai_ru and atsakymai_en must be arrays');
    else {
      const counts = lists.map((a) => a.length);
      if (new Set(counts).size !== 1)
        err(
          file,
          where,
          `answer counts differ across languages (lt ${counts[0]}, ru ${counts[1]}, en ${counts[2]})`,
        );
      else count = counts[0];
      if (count !== -1 && (count < MIN_ANSWERS || count > MAX_ANSWERS))
        err(file, where, `has ${count} answers; ${MIN_ANSWERS}-${MAX_ANSWERS} allowed`);
      const fixed = FIXED_ANSWERS[family];
      if (fixed && count !== -1 && count !== fixed)
        err(file, where, `has ${count} answers; ${family} questions have exactly ${fixed}`);
      LANGS.forEach((l, li) =>
        lists[li].forEach((a, j) => {
          if (!nonEmpty(a)) err(file, where, `atsakymai_${l}[${j}] is empty`);
        }),
      );
      if (count > 0) {
        for (let j = 0; j < count; j++) {
          const t = Object.fromEntries(LANGS.map((l, li) => [l, lists[li][j]]));
          if (LANGS.every((l) => nonEmpty(t[l]))) lintTexts(file, `${where} answer ${j + 1}`, t);
        }
      }
    }

    if (q.svoris !== undefined && q.svoris !== 1 && q.svoris !== 2)
      err(file, where, `svoris must be 1 or 2, got ${JSON.stringify(q.svoris)}`);

    if (q.image !== null && q.image !== undefined) {
      images++;
      const m = typeof q.image === 'string' ? q.image.match(/^\/([^/]+)\/img\/([^/]+)$/) : null;
      if (!m) err(file, where, `image must be null or '/<dir>/img/<file>', got ${JSON.stringify(q.image)}`);
      else if (!Object.values(IMAGE_DIR).includes(m[1]))
        err(file, where, `image folder '${m[1]}' is not one of ${Object.values(IMAGE_DIR).join(', ')}`);
      else {
        if (m[1] !== IMAGE_DIR[family])
          warn(file, where, `image is in /${m[1]}/img/, not this family's /${IMAGE_DIR[family]}/img/`);
        const problem = imageFileProblem(family, m[1], m[2]);
        if (problem) err(file, where, problem);
      }
    }

    const entry = set.key[i];
    if (entry === undefined) return;
    if (!isObj(entry) || !Array.isArray(entry.ats))
      return err(file, `key #${i + 1}`, 'must be { ats: [...] }');
    if (entry.ats.some((f) => f !== '0' && f !== '1'))
      err(file, `key #${i + 1}`, "ats flags must be the strings '0' or '1'");
    if (count !== -1 && entry.ats.length !== count)
      err(file, `key #${i + 1}`, `has ${entry.ats.length} flags but question #${i + 1} has ${count} answers`);
    const ones = entry.ats.filter((f) => f === '1').length;
    if (!ones) err(file, `key #${i + 1}`, 'marks no answer correct');
    if (SINGLE_ANSWER.has(family) && ones > 1)
      err(
        file,
        `key #${i + 1}`,
        `marks ${ones} answers correct; ${family} is a single-answer family (exactly one)`,
      );
    if (ones > 1) multi++;
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
  for (const c of s.categories) {
    if (!isObj(c)) continue;
    const st = s.perCategory.get(c.value) ?? { total: 0, w1: 0, w2: 0 };
    const need =
      s.family === 'kodas'
        ? `needs ${KODAS_DRAW[2]} x w2 + ${KODAS_DRAW[1]} x w1`
        : `needs ${TEST_SIZE[s.family]}`;
    const weights = s.family === 'kodas' ? ` (weight 2: ${st.w2}, weight 1: ${st.w1})` : '';
    console.log(
      `  ${String(c.value).padEnd(8)} ${String(st.total).padStart(4)} questions${weights}${c.disabled ? '  [disabled]' : `  ${need}`}`,
    );
  }
}
const missing = FAMILIES.filter((f) => !summaries.some((s) => s.family === f));
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
