import { expect, test as setup } from '@playwright/test';
import { SAVED_SIGN_INS, signIn, signInFile } from '../support/session.ts';

// Each demo role signs in once per run, through the form, and the journeys start from that
// sign-in (session.ts signedIn) instead of filling the form again.
for (const email of SAVED_SIGN_INS) {
  setup(`${email} signs in through the form`, async ({ page }) => {
    await page.goto('/login');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/project/);
    await page.context().storageState({ path: signInFile(email) });
  });
}
