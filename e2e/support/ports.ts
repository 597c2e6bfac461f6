export const E2E_PORT = 3100;
export const SMTP_PORT = 2625;
