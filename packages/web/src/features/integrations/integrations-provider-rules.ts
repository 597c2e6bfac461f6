import type { ServiceProvider } from '@siteline/shared';

/**
 * How a provider's set-up goes (spec 000 §5, 001 §4): "for the provider named Autodesk it goes to
 * authentication directly" (its switch makes nothing: the sign-in makes the integration), and a
 * design platform skips the contractor-mapping step (its card offers no mappings).
 */
export const goesStraightToAuthentication = (
  provider: Pick<ServiceProvider, 'ServiceProviderName'>,
) => provider.ServiceProviderName === 'Autodesk';

export const skipsMapping = (provider: Pick<ServiceProvider, 'Links'>) =>
  !provider.Links.includes('contractor-mappings');
