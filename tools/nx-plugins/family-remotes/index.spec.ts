import { createNodes, familyRemoteProject } from './index';

const workspaceRoot = `${__dirname}/../../..`;
const context = { workspaceRoot, nxJsonConfiguration: {} };

describe('the family-remotes Nx plugin', () => {
  it('makes a project of each enrolled family of the registry with an app, and of nothing else', async () => {
    const [pattern, create] = createNodes;
    expect(pattern).toBe('apps/*/src/family.tsx');
    const results = await create(
      [
        'apps/ket/src/family.tsx',
        'apps/hidro/src/family.tsx',
        'apps/competition/src/family.tsx', // a mode: its own project.json
        'apps/nofamily/src/family.tsx', // not in the registry
      ],
      undefined,
      context as never,
    );
    expect(results.map(([file, r]) => [file, Object.keys(r.projects ?? {})])).toEqual([
      ['apps/ket/src/family.tsx', ['apps/ket']],
      ['apps/hidro/src/family.tsx', ['apps/hidro']],
    ]);
  });

  it('gives every family the same targets, by its id', () => {
    const project = familyRemoteProject('hidro');
    expect(project).toMatchObject({ name: 'hidro', root: 'apps/hidro', tags: ['scope:hidro', 'type:app'] });
    expect(Object.keys(project.targets)).toEqual(['build', 'serve', 'lint', 'typecheck']);
    expect(project.targets.build.outputs).toEqual(['{workspaceRoot}/dist/apps/hidro']);
    expect(project.targets.build.options.command).toBe(
      'webpack --config tools/nx-plugins/family-remotes/webpack.config.js --env family=hidro --mode production',
    );
    expect(JSON.stringify(familyRemoteProject('ket')).replaceAll('ket', 'hidro')).toBe(
      JSON.stringify(project),
    );
  });
});
