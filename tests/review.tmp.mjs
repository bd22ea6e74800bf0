import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8195';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
await page.addInitScript(() => localStorage.setItem('admin-language', 'en_US'));
await page.goto(base + '/login');
const inputs = page.locator('input:visible');
await inputs.nth(0).fill('admin'); await inputs.nth(1).fill('Admin@12345'); await page.keyboard.press('Enter');
await page.waitForURL(/home/);
// positions: search for something odd, then nothing matches
await page.goto(base + '/system/position');
await page.getByRole('textbox', { name: 'Position name' }).fill("%_'\"<b>");
await page.getByRole('button', { name: 'Search' }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/rv-positions-odd.png' });
await page.getByRole('textbox', { name: 'Position name' }).fill('');
await page.getByRole('button', { name: 'Search' }).click();
await page.waitForTimeout(800);
// pick two, ask for batch delete
const boxes = page.getByRole('row').getByRole('checkbox');
await boxes.nth(0).check({ force: true }); await boxes.nth(1).check({ force: true });
await page.getByRole('button', { name: /Delete selected/ }).click();
await page.waitForTimeout(400);
await page.screenshot({ path: '/tmp/rv-positions-batch.png' });
await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
// roles: member picker, search something absent
await page.goto(base + '/system/role');
await page.getByRole('row').filter({ hasText: '普通员工' }).getByRole('button', { name: 'Users' }).click();
await page.getByRole('listbox', { name: 'Members' }).getByRole('checkbox').first().waitFor();
await page.getByRole('textbox', { name: 'Members Search' }).fill('nobody-like-this');
await page.waitForTimeout(300);
await page.screenshot({ path: '/tmp/rv-picker-empty.png' });
await page.keyboard.press('Escape');
// flow designer: spec addresses and an unknown tab
await page.goto(base + '/workflow/flow-designer/new/flowSetting');
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/rv-flow-setting.png' });
await page.goto(base + '/workflow/flow-designer/new/nonsense');
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/rv-flow-nonsense.png' });
console.log('page errors:', errors);
await browser.close();
