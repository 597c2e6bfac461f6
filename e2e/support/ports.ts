/** Fixed by default; E2E_PORT / E2E_SMTP_PORT let two checkouts run their journeys side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2625);
