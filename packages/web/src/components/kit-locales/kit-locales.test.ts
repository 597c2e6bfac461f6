import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function valueAt(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
}

describe('kit strings', () => {
  it('has the same keys in English and Spanish, none left in English', () => {
    expect(keyPaths(es).sort()).toEqual(keyPaths(en).sort());
    for (const path of keyPaths(en)) expect(valueAt(es, path), path).not.toBe(valueAt(en, path));
  });

  it('keeps the spec texts exact (spec 001 §4, 002 §4)', () => {
    expect(en.confirm.leave.message).toBe(
      'You have unsaved data. Are you sure you want to leave this page?',
    );
    expect(en.save).toEqual({
      idle: 'Save Changes',
      busy: 'Saving...',
      success: 'Saved!',
      error: 'Error!',
    });
  });
});
