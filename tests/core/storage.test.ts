import {
  STORAGE_AREAS,
  STORAGE_CLEARED_KEY,
  STORAGE_KEYS,
  createStorageArea,
  localArea,
  localStore,
  parseStorageEvent,
  sessionArea,
  sessionStore,
} from '../../src/core/storage';

// A Storage whose methods can be made to fail the way browsers fail.
function fakeStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key: string) => data.get(key) ?? null,
    key: (index: number) => [...data.keys()][index] ?? null,
    removeItem: (key: string) => {
      data.delete(key);
    },
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage keys', () => {
  it('stores the simulation flag under the literal key simulation-trade', () => {
    expect(STORAGE_KEYS.simulation).toBe('simulation-trade');
  });

  it('gives every key a distinct kebab-case name', () => {
    const names = Object.values(STORAGE_KEYS);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names the eleven storage areas of the spec', () => {
    expect(STORAGE_AREAS).toEqual([
      'separation',
      'common',
      'mix',
      'copy',
      'community',
      'activity',
      'earn',
      'webSdk',
      'web3',
      'requestCache',
      'digestCache',
    ]);
  });
});

describe('createStorageArea', () => {
  it('reads back what it wrote, JSON-encoded in the storage', () => {
    const storage = fakeStorage();
    const store = createStorageArea({ backend: () => storage });

    expect(store.write('kline-interval', 15)).toBe(true);
    expect(store.write('kline-marks', { buy: true })).toBe(true);

    expect(storage.data.get('kline-interval')).toBe('15');
    expect(store.read('kline-interval', 1)).toBe(15);
    expect(store.read('kline-marks', {})).toEqual({ buy: true });
    expect(store.readRaw('kline-marks')).toBe('{"buy":true}');
  });

  it('keeps global keys unprefixed so other tabs see simulation-trade literally', () => {
    const storage = fakeStorage();
    const store = createStorageArea({ backend: () => storage });

    store.write(STORAGE_KEYS.simulation, true);

    expect(store.rawKey(STORAGE_KEYS.simulation)).toBe('simulation-trade');
    expect(storage.data.get('simulation-trade')).toBe('true');
  });

  it('prefixes keys of a named area with the area name', () => {
    const storage = fakeStorage();
    const copy = createStorageArea({ backend: () => storage, area: 'copy' });
    const earn = createStorageArea({ backend: () => storage, area: 'earn' });

    copy.write('tab', 'leaders');
    earn.write('tab', 'staking');

    expect(copy.rawKey('tab')).toBe('copy:tab');
    expect(storage.data.get('copy:tab')).toBe('"leaders"');
    expect(storage.data.get('earn:tab')).toBe('"staking"');
    expect(copy.read('tab', '')).toBe('leaders');
    expect(earn.read('tab', '')).toBe('staking');
  });

  it('returns the fallback for a missing key', () => {
    const store = createStorageArea({ backend: fakeStorage });
    expect(store.read('missing', 'all')).toBe('all');
    expect(store.readRaw('missing')).toBeNull();
  });

  it('removes a key', () => {
    const storage = fakeStorage();
    const store = createStorageArea({ backend: () => storage });
    store.write('user-id', '42');

    store.remove('user-id');

    expect(storage.data.has('user-id')).toBe(false);
    expect(store.read('user-id', '')).toBe('');
  });

  describe('when the storage misbehaves', () => {
    it('falls back without throwing when the storage getter throws', () => {
      const store = createStorageArea({
        backend: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });

      expect(store.read('theme', 'black')).toBe('black');
      expect(store.readRaw('theme')).toBeNull();
      expect(() => store.remove('theme')).not.toThrow();
    });

    it('keeps a write in memory for this session when there is no storage at all', () => {
      const store = createStorageArea({ backend: () => null });

      expect(store.write('theme', 'white')).toBe(false);
      expect(store.read('theme', 'black')).toBe('white');
    });

    it('falls back when getItem throws', () => {
      const storage = fakeStorage();
      storage.getItem = () => {
        throw new DOMException('Access denied', 'SecurityError');
      };
      const store = createStorageArea({ backend: () => storage });

      expect(store.read('layout', 'right')).toBe('right');
    });

    it('still reads a value back in this session when the quota is exceeded, and says it was not persisted', () => {
      const storage = fakeStorage();
      storage.setItem = () => {
        throw quotaError();
      };
      const store = createStorageArea({ backend: () => storage, area: 'requestCache' });

      expect(store.write('rates', { USD: 1 })).toBe(false);

      expect(storage.data.size).toBe(0);
      expect(store.read('rates', {})).toEqual({ USD: 1 });
      expect(store.readRaw('rates')).toBe('{"USD":1}');
    });

    it('prefers the in-memory copy over an older persisted value after a failed write', () => {
      const storage = fakeStorage();
      const store = createStorageArea({ backend: () => storage });
      store.write('unit', 'USD');
      storage.setItem = () => {
        throw quotaError();
      };

      store.write('unit', 'EUR');

      expect(storage.data.get('unit')).toBe('"USD"');
      expect(store.read('unit', '')).toBe('EUR');
    });

    it('forgets the in-memory copy once a later write reaches the storage', () => {
      const storage = fakeStorage();
      const setItem = storage.setItem;
      storage.setItem = () => {
        throw quotaError();
      };
      const store = createStorageArea({ backend: () => storage });
      store.write('unit', 'EUR');

      storage.setItem = setItem;
      expect(store.write('unit', 'JPY')).toBe(true);
      storage.data.set('unit', '"VND"');

      expect(store.read('unit', '')).toBe('VND');
    });

    it('drops the in-memory copy on remove', () => {
      const store = createStorageArea({ backend: () => null });
      store.write('login', true);

      store.remove('login');

      expect(store.read('login', false)).toBe(false);
    });

    it('refuses a value JSON cannot encode and keeps the previous one', () => {
      const storage = fakeStorage();
      const store = createStorageArea({ backend: () => storage });
      store.write('valuation-unit', 2);
      const circular: Record<string, unknown> = {};
      circular['self'] = circular;

      expect(store.write('valuation-unit', circular)).toBe(false);
      expect(store.write('valuation-unit', 10n)).toBe(false);
      expect(store.read('valuation-unit', 1)).toBe(2);
    });
  });

  describe('when the stored value is bad', () => {
    it('returns the fallback for corrupt JSON', () => {
      const storage = fakeStorage();
      storage.data.set('kline-marks', '{"buy":');
      const store = createStorageArea({ backend: () => storage });

      expect(store.read('kline-marks', { buy: false })).toEqual({ buy: false });
    });

    it('returns the fallback when isValid rejects the value', () => {
      const storage = fakeStorage();
      storage.data.set('tracking-queue', '["a", 2]');
      const store = createStorageArea({ backend: () => storage });

      expect(store.read<string[]>('tracking-queue', [], isStringList)).toEqual([]);
    });

    it('returns the value when isValid accepts it', () => {
      const storage = fakeStorage();
      storage.data.set('tracking-queue', '["a","b"]');
      const store = createStorageArea({ backend: () => storage });

      expect(store.read<string[]>('tracking-queue', [], isStringList)).toEqual(['a', 'b']);
    });

    it.each([
      ['"15"', 1],
      ['[1]', 1],
      ['{"a":1}', []],
      ['[1]', {}],
      ['null', {}],
      ['1', 'all'],
      ['"true"', false],
      ['1', {}],
      ['"x"', {}],
    ])('without isValid rejects %s where the fallback is %j', (stored, fallback) => {
      const storage = fakeStorage();
      storage.data.set('key', stored);
      const store = createStorageArea({ backend: () => storage });

      expect(store.read('key', fallback)).toEqual(fallback);
    });

    it('accepts any decoded value when the fallback is undefined', () => {
    const storage = fakeStorage();
    storage.data.set('fiat-name', '{"code":"EUR"}');
    const store = createStorageArea({ backend: () => storage });

    expect(store.read<unknown>('fiat-name', undefined)).toEqual({ code: 'EUR' });
  });

  it('returns the fallback null, not undefined, for corrupt JSON', () => {
    const storage = fakeStorage();
    storage.data.set('fiat-name', '{"code":');
    const store = createStorageArea({ backend: () => storage });

    expect(store.read<unknown>('fiat-name', null)).toBeNull();
  });

  it('returns the fallback for a missing key even when isValid would accept null', () => {
    const store = createStorageArea({ backend: fakeStorage });
    const nullOrText = (value: unknown): value is string | null => value === null || typeof value === 'string';

    expect(store.read<string | null>('missing', 'fallback', nullOrText)).toBe('fallback');
  });

  it('accepts any decoded value when the fallback is null', () => {
      const storage = fakeStorage();
      storage.data.set('fiat-name', '"EUR"');
      const store = createStorageArea({ backend: () => storage });

      expect(store.read<string | null>('fiat-name', null)).toBe('EUR');
    });
  });
});

describe('ready-made stores', () => {
  it('writes global keys to window.localStorage unprefixed', () => {
    localStore.write(STORAGE_KEYS.simulation, true);
    expect(localStorage.getItem('simulation-trade')).toBe('true');
    expect(localStore.read(STORAGE_KEYS.simulation, false)).toBe(true);
  });

  it('writes global keys to window.sessionStorage', () => {
    sessionStore.write(STORAGE_KEYS.direction, 'rtl');
    expect(sessionStorage.getItem('direction')).toBe('"rtl"');
  });

  it('writes named areas to their storage with the prefix', () => {
    localArea('web3').write('wallet', 'metamask');
    sessionArea('digestCache').write('config', 'abc');

    expect(localStorage.getItem('web3:wallet')).toBe('"metamask"');
    expect(sessionStorage.getItem('digestCache:config')).toBe('"abc"');
  });

  it('returns one instance per area, so a value kept in memory is seen by every reader', () => {
    expect(localArea('mix')).toBe(localArea('mix'));
    expect(sessionArea('mix')).toBe(sessionArea('mix'));
    expect(localArea('mix')).not.toBe(sessionArea('mix'));
  });

  it('keeps working when the browser refuses to store anything', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });

    expect(localArea('activity').write('banner', false)).toBe(false);
    expect(localArea('activity').read('banner', true)).toBe(false);
  });
});

describe('when touching window.localStorage or window.sessionStorage throws (sandboxed frame, storage disabled)', () => {
  function blockStorage(name: 'localStorage' | 'sessionStorage'): () => void {
    const original = Object.getOwnPropertyDescriptor(window, name);
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    return () => {
      if (original) Object.defineProperty(window, name, original);
    };
  }

  it('keeps a global key for this session without throwing', () => {
    const restore = blockStorage('localStorage');
    try {
      expect(localStore.write('layout', 'left')).toBe(false);
      expect(localStore.read('layout', 'right')).toBe('left');
      expect(() => localStore.remove('layout')).not.toThrow();
      expect(localStore.read('layout', 'right')).toBe('right');
    } finally {
      restore();
    }
  });

  it('keeps a session key for this session without throwing', () => {
    const restore = blockStorage('sessionStorage');
    try {
      expect(sessionArea('separation').write('tab', 'spot')).toBe(false);
      expect(sessionArea('separation').read('tab', '')).toBe('spot');
    } finally {
      restore();
    }
  });

  it('still reads storage events of other tabs', () => {
    const restore = blockStorage('localStorage');
    try {
      expect(parseStorageEvent({ key: 'theme', newValue: '"white"', storageArea: {} })).toBeNull();
      expect(parseStorageEvent({ key: 'theme', newValue: '"white"' })).toEqual({ area: null, key: 'theme', value: 'white' });
    } finally {
      restore();
    }
  });
});

describe('parseStorageEvent', () => {
  it('reads an event whose storage area is null as one of localStorage', () => {
    expect(parseStorageEvent({ key: 'theme', newValue: '"white"', storageArea: null })).toEqual({
      area: null,
      key: 'theme',
      value: 'white',
    });
  });

  it('ignores an event of a storage other than localStorage', () => {
    expect(parseStorageEvent({ key: 'theme', newValue: '"white"', storageArea: {} })).toBeNull();
  });

  it('keeps a key that starts with a colon whole', () => {
    expect(parseStorageEvent({ key: ':common', newValue: '1' })).toEqual({ area: null, key: ':common', value: 1 });
  });

  it('keeps a key without a colon whole even when it starts with an area name', () => {
    expect(parseStorageEvent({ key: 'common1', newValue: '1' })).toEqual({ area: null, key: 'common1', value: 1 });
  });

  it('splits a prefixed key at its first colon only', () => {
    expect(parseStorageEvent({ key: 'common:a:b', newValue: '1' })).toEqual({ area: 'common', key: 'a:b', value: 1 });
  });

  it('reads a change of a global key from another tab', () => {
    expect(parseStorageEvent({ key: 'simulation-trade', newValue: 'true' })).toEqual({
      area: null,
      key: 'simulation-trade',
      value: true,
    });
  });

  it('splits the area from a prefixed key', () => {
    expect(parseStorageEvent({ key: 'webSdk:token', newValue: '"t"' })).toEqual({
      area: 'webSdk',
      key: 'token',
      value: 't',
    });
  });

  it('keeps the whole key when its prefix is not an area', () => {
    expect(parseStorageEvent({ key: 'other:thing', newValue: '1' })).toEqual({
      area: null,
      key: 'other:thing',
      value: 1,
    });
  });

  it('reports a removed key with the value null', () => {
    expect(parseStorageEvent({ key: 'simulation-trade', newValue: null })).toEqual({
      area: null,
      key: 'simulation-trade',
      value: null,
    });
  });

  it('reports a cleared storage with the key *', () => {
    expect(parseStorageEvent({ key: null, newValue: null })).toEqual({
      area: null,
      key: STORAGE_CLEARED_KEY,
      value: undefined,
    });
    expect(STORAGE_CLEARED_KEY).toBe('*');
  });

  it('reports corrupt JSON with the value undefined', () => {
    expect(parseStorageEvent({ key: 'common:x', newValue: '{oops' })).toEqual({
      area: 'common',
      key: 'x',
      value: undefined,
    });
  });

  it('accepts a real storage event of localStorage', () => {
    const event = new StorageEvent('storage', { key: 'theme', newValue: '"white"', storageArea: localStorage });
    expect(parseStorageEvent(event)).toEqual({ area: null, key: 'theme', value: 'white' });
  });

  it('ignores events of sessionStorage, which other tabs do not share', () => {
    const event = new StorageEvent('storage', { key: 'theme', newValue: '"white"', storageArea: sessionStorage });
    expect(parseStorageEvent(event)).toBeNull();
  });
});
