import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Schema modules hold definitions only: no zod call at the top level (schemaOnce / factories build them on first
 * use). Bundlers then drop zod from bundles that import @portal/contracts without validating, such as the login
 * screen (91 KB of minified JavaScript otherwise).
 */
describe('validation modules are free of top-level zod calls', () => {
  const files = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));

  it.each(files)('%s', (file) => {
    const topLevel = readFileSync(join(__dirname, file), 'utf8')
      .split('\n')
      .filter((line) => /^(export )?const \w+(: [^=]+)? = /.test(line));
    const eager = topLevel.filter(
      (line) => /= (z\.|z$)/.test(line) || /= \/\* @__PURE__ \*\/ (?!schemaOnce|new RegExp)/.test(line),
    );
    expect(eager).toEqual([]);
  });
});
