import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { bankTranslationProblems, LANGUAGES, type QuestionBank } from '@portal/contracts';
import newFamilyGenerator from './generator';
import schema from './schema.json';

const workspaceRoot = join(__dirname, '../../../../..');
const DEFINITIONS = 'libs/contracts/src/families/definitions';

/** An empty workspace with the real registry and family definitions (what the generator reads). */
function workspace(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  tree.write(
    'libs/contracts/src/families/registry.ts',
    readFileSync(join(workspaceRoot, 'libs/contracts/src/families/registry.ts')),
  );
  for (const file of readdirSync(join(workspaceRoot, DEFINITIONS)))
    tree.write(`${DEFINITIONS}/${file}`, readFileSync(join(workspaceRoot, DEFINITIONS, file)));
  return tree;
}

/** The next free dev port: after every registered definition's (a family generated before included). */
const nextPort = () =>
  1 +
  Math.max(
    4208,
    ...readdirSync(join(workspaceRoot, DEFINITIONS)).flatMap((file) =>
      [...readFileSync(join(workspaceRoot, DEFINITIONS, file), 'utf8').matchAll(/devPort:\s*(\d+)/g)].map(
        (m) => Number(m[1]),
      ),
    ),
  );

/** The files written since `before`: new ones and changed ones. */
const snapshot = (tree: Tree) => new Map(tree.listChanges().map((c) => [c.path, c.content?.toString()]));
function writtenSince(tree: Tree, before: Map<string, string | undefined>): string[] {
  return [...snapshot(tree)]
    .filter(([path, content]) => before.get(path) !== content)
    .map(([path]) => path)
    .sort();
}

describe('the new-family generator', () => {
  it('writes the definition, what the app keeps of its own, an empty bank, and registers the definition', async () => {
    const tree = workspace();
    const before = snapshot(tree);
    await newFamilyGenerator(tree, { id: 'buses', en: 'Buses', lt: 'Autobusai', skipFormat: true });

    expect(writtenSince(tree, before)).toEqual(
      [
        'apps/api/assets/img/buses/.gitkeep',
        'apps/api/src/seed/banks/buses.json',
        'apps/buses/src/demo/demo-set.json',
        'apps/buses/src/family.tsx',
        'apps/buses/src/i18n/en.json',
        'apps/buses/src/i18n/index.ts',
        'apps/buses/src/i18n/lt.json',
        'apps/buses/src/i18n/pl.json',
        'apps/buses/src/i18n/ru.json',
        'apps/buses/src/i18n/uk.json',
        `${DEFINITIONS}/buses.ts`,
        'libs/contracts/src/families/registry.ts',
      ].sort(),
    );
    // No scaffold: the project, webpack config, tsconfigs and standalone entry are the Nx plugin's.
    for (const file of [
      'project.json',
      'webpack.config.js',
      'tsconfig.json',
      'src/main.ts',
      'src/bootstrap.tsx',
    ])
      expect(tree.exists(`apps/buses/${file}`)).toBe(false);

    const definition = tree.read(`${DEFINITIONS}/buses.ts`, 'utf-8')!;
    expect(definition).toContain("id: 'buses'");
    expect(definition).toContain("kind: 'enrolled'");
    // The next free dev port after every registered definition's (4209 in the portal as it ships).
    expect(definition).toContain(`devPort: ${nextPort()}`);
    // A label per language of LANGUAGES: the given ones, the id capitalised for the others.
    expect(definition).toContain("lt: 'Autobusai'");
    expect(definition).toContain("en: 'Buses'");
    expect(definition).toContain("pl: 'Buses'");

    const registry = tree.read('libs/contracts/src/families/registry.ts', 'utf-8')!;
    expect(registry).toContain("import { BUSES } from './definitions/buses';");
    expect(registry).toMatch(/export \{[^}]*, BUSES \};/);
    // (the list as prettier left it: on one line, or one per line once it is long)
    expect(registry.replace(/\s+/g, ' ')).toMatch(
      /FAMILY_DEFINITIONS = \[ ?KET, [^\]]*, BUSES, COMPETITION, EXAMINER,? ?\]/,
    );

    expect(JSON.parse(tree.read('apps/api/src/seed/banks/buses.json', 'utf-8')!)).toMatchObject({
      family: 'buses',
      categories: [{ value: 'A' }],
      questions: [],
    });
    const demo = JSON.parse(tree.read('apps/buses/src/demo/demo-set.json', 'utf-8')!) as {
      family: string;
      questions: unknown[];
    };
    expect([demo.family, demo.questions.length]).toEqual(['buses', 20]);
  });

  it('labels the sample category in every language even when the family’s labels are all its id', async () => {
    const tree = workspace();
    await newFamilyGenerator(tree, { id: 'trams', skipFormat: true });
    const bank = JSON.parse(tree.read('apps/api/src/seed/banks/trams.json', 'utf-8')!) as QuestionBank;
    expect(bankTranslationProblems(bank)).toEqual([]);
    expect(bank.categories[0].labels).toMatchObject({ lt: 'Trams: Kategorija A', en: 'Trams: Category A' });
  });

  it('takes the port after a generated family’s', async () => {
    const tree = workspace();
    await newFamilyGenerator(tree, { id: 'buses', skipFormat: true });
    await newFamilyGenerator(tree, { id: 'trams', skipFormat: true });
    expect(tree.read(`${DEFINITIONS}/trams.ts`, 'utf-8')).toContain(`devPort: ${nextPort() + 1}`);
  });

  it('refuses a bad, reserved or existing id and writes nothing', async () => {
    for (const [id, message] of [
      ['B', /2 to 20 lower-case/],
      ['staff', /reserved/],
      ['ket', /exists already/],
    ] as const) {
      const tree = workspace();
      const before = snapshot(tree);
      await expect(newFamilyGenerator(tree, { id, skipFormat: true })).rejects.toThrow(message);
      expect(writtenSince(tree, before)).toEqual([]);
    }
  });

  it('has a label option for every language of LANGUAGES', () => {
    for (const language of LANGUAGES) expect(schema.properties).toHaveProperty(language);
  });
});
