import { describe, expect, it } from 'vitest';
import {
  clampShare,
  DEFAULT_LAYOUT,
  MAX_SHARE,
  MIN_SHARE,
  PANE_STORAGE,
  readPaneLayout,
  resultShare,
  shareAfterKey,
  shareAt,
  WIDE_SHARE,
  writePaneLayout,
} from '../../src/core/response-pane.js';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the response pane layout', () => {
  it('keeps the share within its limits, in whole percents', () => {
    expect(clampShare(0.1)).toBe(MIN_SHARE);
    expect(clampShare(0.99)).toBe(MAX_SHARE);
    expect(clampShare(0.456)).toBe(0.46);
    expect(clampShare(Number.NaN)).toBe(DEFAULT_LAYOUT.share);
  });

  it('reads a drag as the part of the row right of the pointer', () => {
    expect(shareAt(700, { left: 100, right: 1100 })).toBe(0.4);
    expect(shareAt(0, { left: 100, right: 1100 })).toBe(MAX_SHARE);
    expect(shareAt(1100, { left: 100, right: 1100 })).toBe(MIN_SHARE);
    expect(shareAt(5, { left: 10, right: 10 })).toBe(DEFAULT_LAYOUT.share);
  });

  it('moves with the arrow keys, Home and End, and ignores other keys', () => {
    expect(shareAfterKey(0.45, 'ArrowLeft')).toBe(0.5);
    expect(shareAfterKey(0.45, 'ArrowRight')).toBe(0.4);
    expect(shareAfterKey(0.78, 'ArrowLeft')).toBe(MAX_SHARE);
    expect(shareAfterKey(0.45, 'Home')).toBe(MIN_SHARE);
    expect(shareAfterKey(0.45, 'End')).toBe(MAX_SHARE);
    expect(shareAfterKey(0.45, 'Enter')).toBeUndefined();
  });

  it('gives the wide layout its own share and keeps the dragged one for the way back', () => {
    expect(resultShare({ share: 0.3, wide: true })).toBe(WIDE_SHARE);
    expect(resultShare({ share: 0.3, wide: false })).toBe(0.3);
  });

  it('survives a reload through storage, versioned, and falls back on the default for anything else', () => {
    const storage = memoryStorage();
    expect(readPaneLayout(storage)).toEqual(DEFAULT_LAYOUT);
    writePaneLayout(storage, { share: 0.6, wide: true });
    expect(JSON.parse(storage.getItem(PANE_STORAGE) ?? '')).toEqual({ version: 1, share: 0.6, wide: true });
    expect(readPaneLayout(storage)).toEqual({ share: 0.6, wide: true });
    for (const stored of ['not json', '[]', '{"version":2,"share":0.5,"wide":false}', '{"version":1,"share":"x"}'])
      expect(readPaneLayout(memoryStorage({ [PANE_STORAGE]: stored }))).toEqual(DEFAULT_LAYOUT);
    expect(readPaneLayout(memoryStorage({ [PANE_STORAGE]: '{"version":1,"share":5,"wide":false}' }))).toEqual({
      share: MAX_SHARE,
      wide: false,
    });
    expect(readPaneLayout(undefined)).toEqual(DEFAULT_LAYOUT);
  });

  it('loses nothing but the choice when storage refuses it', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => writePaneLayout(full, { share: 0.5, wide: false })).not.toThrow();
  });
});
