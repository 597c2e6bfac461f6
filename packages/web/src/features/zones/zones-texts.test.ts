import { describe, expect, it } from 'vitest';
import { ZONES_MESSAGES } from '@siteline/shared';
import spanish from './locales/es.json';

// The zone screens' server refusals and spec notices arrive as English sentences
// (`translateText`); the zones folder's Spanish file carries their Spanish under `texts`.
describe('zone messages in Spanish', () => {
  it.each(Object.values(ZONES_MESSAGES))('translates “%s”', (message) => {
    const texts: Record<string, string> = spanish.texts;
    expect(texts[message]).toBeTruthy();
    expect(texts[message]).not.toBe(message);
  });
});
