import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, PLAN_MESSAGES } from '@siteline/shared';
import spanish from './locales/es.json';

describe('contract management in Spanish', () => {
  it('translates every message the contracts area and the plan send', () => {
    const texts: Record<string, string> = spanish.texts;
    for (const message of [...Object.values(CONTRACT_MESSAGES), ...Object.values(PLAN_MESSAGES)]) {
      expect(texts[message], message).toBeTruthy();
    }
  });
});
