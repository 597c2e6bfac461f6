import { describe, expect, it } from 'vitest';
import { textedWords } from './evacuation.words.ts';

describe('the audit log’s words for a text', () => {
  it('counts people and, where they share phones, the numbers texted', () => {
    expect(textedWords(1, 1, 'Muster at the north gate.')).toBe(
      'Texted 1 person: Muster at the north gate.',
    );
    expect(textedWords(185, 159, 'Muster.')).toBe('Texted 185 people at 159 numbers: Muster.');
    expect(textedWords(2, 1, 'Muster.', true)).toBe(
      'Texted 2 outstanding people at 1 number: Muster.',
    );
  });

  it('says a demo project never sends rather than that it texted', () => {
    expect(textedWords(3, 3, 'Muster.', false, true)).toBe(
      'Would have texted 3 people: Muster. (a demo project never sends)',
    );
  });
});
