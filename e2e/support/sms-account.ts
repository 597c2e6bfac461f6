/** The account the journeys' server sends SMS with, to the provider's stand-in (support/sms.ts). */
export const E2E_SMS_ACCOUNT = {
  sid: 'ACe2e00000000000000000000000000',
  token: 'e2e-token',
  from: '+15550100200',
};
