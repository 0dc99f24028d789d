// The staff console's remote: registered from the manifest's `staff` entry, loaded once as `staff/console`.
const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: (...args: unknown[]) => loadRemote(...args),
}));
jest.mock('@portal/i18n', () => ({
  addNamespace: jest.fn(),
  whenStringsLoaded: () => Promise.resolve(),
  useTranslation: () => ({ t: String }),
}));

import {
  getStaffConsoleEntry,
  loadStaffConsole,
  registerStaffConsole,
  resetStaffConsole,
  retryStaffConsole,
} from './staff-console';

const staff = { remoteEntry: '/remotes/staff/remoteEntry.js', remoteName: 'staff', route: '/staff' };
const Console = () => null;

beforeEach(() => {
  resetStaffConsole();
  registerRemotes.mockReset();
  loadRemote.mockReset();
});

describe('the staff console remote', () => {
  it('registers the manifest entry once; a changed URL is registered again with force', () => {
    registerStaffConsole(staff);
    registerStaffConsole(staff);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'staff', entry: '/remotes/staff/remoteEntry.js' }],
      undefined,
    );
    registerStaffConsole({ ...staff, remoteEntry: 'https://cdn/staff.js' });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'staff', entry: 'https://cdn/staff.js' }], {
      force: true,
    });
    expect(getStaffConsoleEntry()?.remoteEntry).toBe('https://cdn/staff.js');
  });

  it('registers nothing without an entry (an API from before the console)', () => {
    expect(registerStaffConsole(undefined)).toBeNull();
    expect(registerStaffConsole({ ...staff, remoteEntry: '' })).toBeNull();
    expect(registerRemotes).not.toHaveBeenCalled();
    return expect(loadStaffConsole()).rejects.toThrow(/not offered/);
  });

  it("loads 'staff/console' once and hands over its default export", async () => {
    registerStaffConsole(staff);
    loadRemote.mockResolvedValue({ default: Console });
    expect(await loadStaffConsole()).toBe(Console);
    expect(await loadStaffConsole()).toBe(Console);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('staff/console');
  });

  it('a failed load stays failed until retried; the retry registers the remote again', async () => {
    registerStaffConsole(staff);
    loadRemote.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Console });
    await expect(loadStaffConsole()).rejects.toThrow('offline');
    await expect(loadStaffConsole()).rejects.toThrow('offline');
    retryStaffConsole();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'staff', entry: staff.remoteEntry }], {
      force: true,
    });
    expect(await loadStaffConsole()).toBe(Console);
  });

  it('refuses a module without a component', async () => {
    registerStaffConsole(staff);
    loadRemote.mockResolvedValue({ default: null });
    await expect(loadStaffConsole()).rejects.toThrow(/does not expose/);
  });
});
