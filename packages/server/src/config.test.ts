import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

const SECRET = 'production-secret-production-secret-0123';

describe('parseConfig', () => {
  it('refuses production without its own support address and article', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }, '/srv')).toThrow(
      /SUPPORT_EMAIL: required when NODE_ENV=production[\s\S]*SUPPORT_ARTICLE_URL: required/,
    );
  });

  it('takes production’s support settings as given', () => {
    const config = parseConfig(
      {
        NODE_ENV: 'production',
        JWT_SECRET: SECRET,
        SUPPORT_EMAIL: 'help@example.com',
        SUPPORT_ARTICLE_URL: 'https://example.com/visibility-only',
      },
      '/srv',
    );
    expect(config.supportEmail).toBe('help@example.com');
    expect(config.supportArticleUrl).toBe('https://example.com/visibility-only');
  });

  it('lets tools that mail nobody run in production without them', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: SECRET };
    expect(parseConfig(env, '/srv', { server: false }).production).toBe(true);
  });

  it('keeps the placeholders for development', () => {
    expect(parseConfig({}, '/srv').supportEmail).toBe('support@siteline.example');
  });

  it('never lets a job set the morning reports’ clock in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SUPPORT_EMAIL: 'help@example.com',
      SUPPORT_ARTICLE_URL: 'https://example.com/visibility-only',
    };
    expect(parseConfig(production, '/srv').reportsJobClock).toBe('real');
    expect(() => parseConfig({ ...production, REPORTS_JOB_CLOCK: 'from-job' }, '/srv')).toThrow(
      /REPORTS_JOB_CLOCK/,
    );
    expect(parseConfig({ REPORTS_JOB_CLOCK: 'from-job' }, '/srv').reportsJobClock).toBe('from-job');
  });
});
