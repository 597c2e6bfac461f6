/** Fixed by default; E2E_PORT / E2E_SMTP_PORT let two checkouts run their journeys side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2625);
/** The second server, started on an empty database (no demo seed) for the set-up journey. */
export const SETUP_PORT = Number(process.env.E2E_SETUP_PORT ?? E2E_PORT + 1);
export const SETUP_SMTP_PORT = Number(process.env.E2E_SETUP_SMTP_PORT ?? SMTP_PORT + 1);
