import { expect, test } from '@playwright/test';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS, signIn, useEnglish } from './support';

/** Console spec §2.3 "SMS (account, sign, template)": an SMS channel's signs are listed, added, refused, deleted. */
test('an SMS channel gets a second sign, a repeated one is refused under its field, and one is deleted', async ({
  page,
}) => {
  await useEnglish(page);
  const token = await tokenOf(page.request, ACCOUNTS.admin);
  const name = `E2E SMS ${Date.now().toString(36)}`;
  const { channelId } = await callAs<{ channelId: string }>(
    page.request,
    token,
    'POST',
    '/message/channel/add',
    {
      channelName: name,
      kind: 'sms',
      vendor: 'httpSms',
      settings: { endpoint: 'https://sms.example.com/send', accessKeyId: 'AK', accessKeySecret: 'SK' },
    },
  );
  await callAs(page.request, token, 'POST', '/message/channel/entry/add', {
    channelId,
    role: 'sign',
    code: 'ACME',
  });
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/message/channels');
  await page.getByRole('button', { name: `Signs and templates of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Signs and templates: ${name}` });
  const signs = dialog.getByRole('region', { name: 'Signs' });
  await expect(signs.getByRole('row', { name: /ACME ACME Default/ })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Vendor templates' })).toContainText('None yet');

  await signs.getByRole('button', { name: 'Add' }).click();
  await dialog.getByLabel(/^Code/).fill('ACME');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This channel already has the sign "ACME"')).toBeVisible();
  await dialog.getByLabel(/^Code/).fill('ACME Care');
  await dialog.getByLabel(/^Name/).fill('Care line');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(signs.getByRole('row', { name: /ACME Care Care line Use as default/ })).toBeVisible();

  await signs
    .getByRole('row', { name: /ACME ACME Default/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(signs.getByRole('row', { name: /ACME Care Care line Default/ })).toBeVisible();
  await expect(signs.getByRole('row')).toHaveCount(2);
});
