import { loadFamilyRemote } from '@portal/federation';
import { preloadFamily } from './preload-family';
import { loadApiClient } from './sign-in';

jest.mock('@portal/federation', () => ({ loadFamilyRemote: jest.fn() }));
jest.mock('./sign-in', () => ({ loadApiClient: jest.fn() }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadFamily: the landing’s code loads while the sign-in call is on its way (issue 30)', () => {
  beforeEach(() => jest.clearAllMocks());

  it('starts the portal, the API client and the family’s remote together, then the remote’s landing', async () => {
    const preloadLanding = jest.fn(() => Promise.resolve());
    let answer: (remote: unknown) => void = () => undefined;
    jest.mocked(loadFamilyRemote).mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    jest.mocked(loadApiClient).mockResolvedValue({} as never);
    const loadPortal = jest.fn(() => Promise.resolve());

    preloadFamily('ket', loadPortal);
    // all three at once, not one after another
    expect(loadPortal).toHaveBeenCalledTimes(1);
    expect(loadApiClient).toHaveBeenCalledTimes(1);
    expect(loadFamilyRemote).toHaveBeenCalledWith('ket');
    expect(preloadLanding).not.toHaveBeenCalled();
    answer({ family: 'ket', preloadLanding });
    await flush();
    expect(preloadLanding).toHaveBeenCalledTimes(1);
  });

  it('leaves failures to the screens (an older remote without preloadLanding, a remote that fails to load)', async () => {
    jest.mocked(loadApiClient).mockRejectedValue(new Error('offline'));
    jest.mocked(loadFamilyRemote).mockResolvedValueOnce({ family: 'ket' } as never);
    expect(() => preloadFamily('ket', () => Promise.reject(new Error('offline')))).not.toThrow();
    jest.mocked(loadFamilyRemote).mockRejectedValueOnce(new Error('remote down'));
    expect(() => preloadFamily('kodas', () => Promise.resolve())).not.toThrow();
    await flush();
  });
});
