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
    expect(textedWords(3, 3, 'Muster.', false, 'demo')).toBe(
      'Would have texted 3 people: Muster. (a demo project never sends)',
    );
  });

  it('says a server without an SMS provider holds the texts', () => {
    expect(textedWords(46, 46, 'Muster.', false, 'no-provider')).toBe(
      'Not texted, 46 people: Muster. (no SMS provider is set up on this server: the texts wait unsent and expire after 30 minutes)',
    );
  });
});
