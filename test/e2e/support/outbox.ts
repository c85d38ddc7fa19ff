// The simulated portal's outbox page (/__outbox): open a mail and follow its link, as a user would.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Opens the newest mail to `to` whose subject matches and clicks its first link. */
export async function followMailLink(page: Page, to: string, subject: RegExp): Promise<void> {
  await page.goto('/__outbox');
  const mail = page.getByRole('article', { name: subject }).filter({ hasText: to }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link').first().click();
}

export async function mailText(page: Page, to: string, subject: RegExp): Promise<string> {
  await page.goto('/__outbox');
  const mail = page.getByRole('article', { name: subject }).filter({ hasText: to }).first();
  await expect(mail).toBeVisible();
  return mail.innerText();
}
