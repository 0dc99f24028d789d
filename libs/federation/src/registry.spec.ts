import type { FamilyManifestEntry } from '@portal/contracts';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: (...args: unknown[]) => loadRemote(...args),
}));
const addNamespace = jest.fn();
jest.mock('@portal/i18n', () => ({
  addNamespace: (...args: unknown[]) => addNamespace(...args),
  whenStringsLoaded: () => Promise.resolve(),
}));

import {
  enabledFamilies,
  getFamilyEntry,
  loadFamilyRemote,
  registerFamilyRemotes,
  resetFamilyRegistry,
  retryFamilyRemote,
} from './registry';

function entry(id: FamilyManifestEntry['id'], patch: Partial<FamilyManifestEntry> = {}): FamilyManifestEntry {
  return {
    id,
    kind: 'enrolled',
    enabled: true,
    group: 'main',
    labels: { lt: id, ru: id, en: id, uk: id, pl: id },
    remoteEntry: `/remotes/${id}/remoteEntry.js`,
    remoteName: id,
    homeRoute: `/${id}`,
    runnerRoute: `/testai-${id}`,
    ...patch,
  };
}

const Landing = () => null;
const Runner = () => null;

beforeEach(() => {
  resetFamilyRegistry();
  registerRemotes.mockReset();
  loadRemote.mockReset();
  addNamespace.mockReset();
});

describe('registerFamilyRemotes (design section 2: registerRemotes for the enabled families)', () => {
  it('registers only the enabled families, with their entry URLs', () => {
    registerFamilyRemotes([entry('ket'), entry('kodas', { enabled: false }), entry('hidro')]);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'ket', entry: '/remotes/ket/remoteEntry.js' },
      { name: 'hidro', entry: '/remotes/hidro/remoteEntry.js' },
    ]);
    expect(getFamilyEntry('kodas')).toBeUndefined();
    expect(getFamilyEntry('ket')?.homeRoute).toBe('/ket');
  });

  it('does nothing on a second call with the same manifest', () => {
    registerFamilyRemotes([entry('ket')]);
    registerFamilyRemotes([entry('ket')]);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('re-registers with force when a family moved to another URL', () => {
    registerFamilyRemotes([entry('ket')]);
    registerFamilyRemotes([entry('ket', { remoteEntry: 'http://cdn.example.com/ket/remoteEntry.js' })]);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'ket', entry: 'http://cdn.example.com/ket/remoteEntry.js' }],
      {
        force: true,
      },
    );
  });

  it('skips a family without a remote entry', () => {
    expect(enabledFamilies([entry('ket', { remoteEntry: '' })])).toEqual([]);
  });
});

describe('loadFamilyRemote', () => {
  it("loads '<family>/family' once, adds the remote's strings, and caches it", async () => {
    registerFamilyRemotes([entry('ket')]);
    const i18n = { lt: { a: 'A' }, ru: { a: 'А' }, en: { a: 'A' } };
    loadRemote.mockResolvedValue({ default: { family: 'ket', Landing, Runner, i18n } });
    const first = await loadFamilyRemote('ket');
    const second = await loadFamilyRemote('ket');
    expect(first).toBe(second);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('ket/family');
    expect(addNamespace).toHaveBeenCalledWith('ket', i18n);
  });

  it('uses the manifest remoteName', async () => {
    registerFamilyRemotes([entry('kodas', { remoteName: 'code95' })]);
    loadRemote.mockResolvedValue({ default: { family: 'kodas', Landing, Runner } });
    await loadFamilyRemote('kodas');
    expect(loadRemote).toHaveBeenCalledWith('code95/family');
  });

  it('rejects for a family the deployment does not offer', async () => {
    await expect(loadFamilyRemote('tractor')).rejects.toThrow(/not offered/);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('rejects when the module is not a FamilyRemote', async () => {
    registerFamilyRemotes([entry('ket')]);
    loadRemote.mockResolvedValue({ default: { nothing: true } });
    await expect(loadFamilyRemote('ket')).rejects.toThrow(/FamilyRemote/);
  });

  it('keeps a failed load until retryFamilyRemote, then loads again', async () => {
    registerFamilyRemotes([entry('ket')]);
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    const failed = loadFamilyRemote('ket');
    await expect(failed).rejects.toThrow('ScriptNetworkError');
    // the same rejected promise: a re-render does not start another load
    expect(loadFamilyRemote('ket')).toBe(failed);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    retryFamilyRemote('ket');
    loadRemote.mockResolvedValueOnce({ default: { family: 'ket', Landing, Runner } });
    await expect(loadFamilyRemote('ket')).resolves.toMatchObject({ family: 'ket' });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('retryFamilyRemote re-registers the remote with force and drops the cached load', async () => {
    registerFamilyRemotes([entry('ket')]);
    loadRemote.mockResolvedValue({ default: { family: 'ket', Landing, Runner } });
    await loadFamilyRemote('ket');
    retryFamilyRemote('ket');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'ket', entry: '/remotes/ket/remoteEntry.js' }],
      { force: true },
    );
    await loadFamilyRemote('ket');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
