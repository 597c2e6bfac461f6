// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  defaultColumnState,
  equalColumnSizes,
  loadColumnState,
  matchesFilter,
  sanitizeColumnState,
  saveColumnState,
  storageKey,
} from './data-grid-state.ts';

const IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

describe('column state', () => {
  it('shows only the first 8 columns in a fresh or reset layout (spec 001 §2)', () => {
    const state = defaultColumnState(IDS);
    expect(IDS.filter((id) => state.visibility[id])).toEqual(IDS.slice(0, 8));
    expect(state.order).toEqual(IDS);
    expect(state).toMatchObject({ grouping: [], filters: [], sizing: {}, sorting: [] });
    expect(defaultColumnState(['x', 'y'], 8).visibility).toEqual({ x: true, y: true });
  });

  it('keeps a layout per grid in local storage and reads it back', () => {
    const fallback = defaultColumnState(IDS);
    const layout = {
      ...fallback,
      order: ['c', ...IDS.filter((id) => id !== 'c')],
      visibility: { ...fallback.visibility, a: false, j: true },
      sizing: { b: 220 },
      grouping: ['d'],
      sorting: [{ id: 'e', desc: true }],
      filters: [{ id: 'f', value: { text: 'ana', values: ['Ana Lopez'] } }],
    };
    saveColumnState('directory', layout);
    expect(window.localStorage.getItem(storageKey('directory'))).not.toBeNull();
    expect(loadColumnState('directory', IDS, fallback)).toEqual(layout);
    expect(loadColumnState('timesheets', IDS, fallback)).toBe(fallback);
  });

  it('fits a saved layout to today’s columns and ignores what is malformed', () => {
    const fallback = defaultColumnState(['a', 'b', 'new']);
    const state = sanitizeColumnState(
      {
        order: ['b', 'gone', 'a', 'b'],
        visibility: { a: false, gone: true, b: 'yes' },
        sizing: { a: 10, b: 'wide', gone: 300 },
        grouping: ['gone', 'a'],
        sorting: [{ id: 'gone' }, { id: 'b', desc: true }],
        filters: [
          { id: 'a', value: { text: 5 } },
          { id: 'b', value: { values: ['x', 1] } },
        ],
      },
      ['a', 'b', 'new'],
      fallback,
    );
    expect(state).toEqual({
      order: ['b', 'a', 'new'],
      visibility: { a: false, b: true, new: true },
      sizing: { a: 60 },
      grouping: ['a'],
      sorting: [{ id: 'b', desc: true }],
      filters: [{ id: 'b', value: { values: ['x'] } }],
    });
    expect(sanitizeColumnState('nonsense', ['a'], fallback)).toBe(fallback);
  });

  it('falls back when the stored text is not JSON', () => {
    window.localStorage.setItem(storageKey('broken'), '{');
    const fallback = defaultColumnState(IDS);
    expect(loadColumnState('broken', IDS, fallback)).toBe(fallback);
  });

  it('shares the width equally between the visible columns, never below the minimum', () => {
    expect(equalColumnSizes(['a', 'b', 'c'], 900)).toEqual({ a: 300, b: 300, c: 300 });
    expect(equalColumnSizes(['a', 'b'], 0)).toEqual({ a: 60, b: 60 });
    expect(equalColumnSizes([], 500)).toEqual({});
  });

  it('matches the filter row’s text case- and accent-blind, and the header filter’s values', () => {
    expect(matchesFilter('José Núñez', { text: 'nunez' })).toBe(true);
    expect(matchesFilter('José Núñez', { text: 'ana' })).toBe(false);
    expect(matchesFilter('Online', { values: ['Online', 'Offline'] })).toBe(true);
    expect(matchesFilter('Unknown', { values: ['Online'] })).toBe(false);
    expect(matchesFilter('Online', { values: [] })).toBe(false);
    expect(matchesFilter('anything', undefined)).toBe(true);
  });
});
