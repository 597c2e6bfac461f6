import { describe, expect, it } from 'vitest';
import { goesStraightToAuthentication, skipsMapping } from './integrations-provider-rules.ts';

describe('a provider’s set-up', () => {
  it('goes straight to authentication for the provider named Autodesk only', () => {
    expect(goesStraightToAuthentication({ ServiceProviderName: 'Autodesk' })).toBe(true);
    expect(goesStraightToAuthentication({ ServiceProviderName: 'Procore' })).toBe(false);
  });

  it('skips the mapping step when the card offers no contractor mappings', () => {
    expect(skipsMapping({ Links: ['toggle-on-off', 'authentication', 'project-select'] })).toBe(
      true,
    );
    expect(skipsMapping({ Links: ['authentication', 'contractor-mappings'] })).toBe(false);
  });
});
