import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectToast, test } from '../../../tooling/e2e-fixtures';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ConsolePage } from './pages/console-page';

// Instance-wide: it switches AllowConnections on (and back), and its models become deployments
// every agent editor offers.

const ADMIN = 'admin@parley.local';
const API_KEY = 'sk-journey-0123456789wxyz';
const MODEL = 'journey-llama-8b';
const PREFIX = 'e2e-';
const LIBRARY = 'Journey facilities';

/** A loopback HTTP server for the journey: a fake model endpoint or a small website. */
async function localServer(
  answer: (url: string, authorization: string | undefined) => { type: string; body: string },
) {
  const server: Server = createServer((request, response) => {
    const { type, body } = answer(request.url ?? '/', request.headers.authorization);
    response.writeHead(type ? 200 : 404, type ? { 'content-type': type } : {}).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const page = (body: string) => ({
  type: 'text/html',
  body: `<!doctype html><html><head><title>Facilities</title></head><body>${body}</body></html>`,
});

async function call(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test('the administrator connects a model endpoint whose models become deployments, and a website that fills a library', async ({
  page: browser,
  request,
  expectAccessible,
}) => {
  const models = await localServer((url, authorization) =>
    url === '/v1/models' && authorization === `Bearer ${API_KEY}`
      ? { type: 'application/json', body: JSON.stringify({ data: [{ id: MODEL }] }) }
      : { type: '', body: '' },
  );
  const site = await localServer((url) => {
    if (url === '/') return page('<h1>Facilities</h1><a href="/cafeteria">Cafeteria</a>');
    if (url === '/cafeteria') return page('<p>The cafeteria opens at eight.</p>');
    return { type: '', body: '' };
  });
  const token = await devToken(request, ADMIN);
  const brandingPath = '/api/internal/admin/instanceSettings/branding';
  const branding = await call(request, token, 'GET', brandingPath);
  const library = await call(
    request,
    token,
    'POST',
    '/api/internal/admin/dataSources/FileLibrary/Default',
    {
      name: `${LIBRARY} ${Date.now()}`,
      description: 'Filled from the facilities site.',
      indexSettings: { chunkSize: 800, chunkOverlap: 100, language: 'english' },
      embeddingDeploymentName: null,
    },
  );

  try {
    // Connections are shown only while the instance allows them.
    if (branding.allowConnections !== true) {
      await call(request, token, 'PUT', brandingPath, { ...branding, allowConnections: true });
    }
    const admin = new ConsolePage(browser);
    await admin.openAs(ADMIN, '/admin/connection');
    await expect(admin.heading()).toHaveText('Connections');
    await browser.getByRole('link', { name: 'New OpenAI-compatible models connection' }).click();
    const endpoint = browser.getByRole('textbox', { name: /Endpoint address/ });
    await expect(endpoint).toBeVisible();

    // Each rule of the form says what is wrong, in the spec's words.
    await browser.getByRole('textbox', { name: /^Name/ }).fill('x'.repeat(301));
    await endpoint.fill('not an address');
    await browser.getByRole('textbox', { name: /Contact e-mail/ }).fill('nobody');
    await browser.getByRole('textbox', { name: /Notes/ }).fill('n'.repeat(1001));
    // Leaving the field shows its message, which moves Save: leave it before clicking Save.
    await browser.getByRole('textbox', { name: /Notes/ }).blur();
    await browser.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'Must not exceed 300 characters',
      'Connection description is required',
      'Choose at least one user role',
      'Invalid URL format',
      'Invalid email format',
      'Must not exceed 1000 characters',
    ]) {
      await expect(browser.getByText(message, { exact: true })).toBeVisible();
    }
    await endpoint.fill('');
    await endpoint.blur();
    await browser.getByRole('button', { name: 'Save' }).click();
    await expect(browser.getByText('Endpoint address is required')).toBeVisible();
    await expectAccessible();

    await browser.getByRole('textbox', { name: /^Name/ }).fill('Journey models');
    await browser.getByRole('textbox', { name: /Description/ }).fill('The fake model server.');
    await admin.tick(browser.getByRole('group', { name: /Admin user roles/ }), 'Administrator');
    await endpoint.fill(`${models.origin}/v1`);
    await browser.getByLabel(/^API key/).fill(API_KEY);
    await browser.getByRole('textbox', { name: /Deployment name prefix/ }).fill(PREFIX);
    await browser.getByRole('textbox', { name: /Contact e-mail/ }).fill('ops@example.com');
    await browser.getByRole('textbox', { name: /Notes/ }).fill('');
    await browser.getByRole('textbox', { name: /Notes/ }).blur();
    await browser.getByRole('button', { name: 'Save' }).click();
    await expect(browser.getByText('Save connection success!')).toBeVisible();
    const row = browser.getByRole('row', { name: /Journey models/ });
    await expect(row).toContainText('Succeeded: 1 model added');

    // Its model is a deployment agents can choose.
    await browser.goto('/admin/instanceSettings/agents');
    await expect(browser.getByRole('row', { name: new RegExp(`${PREFIX}${MODEL}`) })).toContainText(
      'From a connection',
    );

    // The key is never shown whole again.
    await browser.goto('/admin/connection');
    await browser.getByRole('link', { name: 'Journey models' }).click();
    await expect(browser.getByRole('textbox', { name: /^Name/ })).toHaveValue('Journey models');
    await expect(browser.getByText(API_KEY)).toHaveCount(0);
    await expect(browser.locator('input[readonly]')).toHaveValue('••••wxyz');
    await expectAccessible();

    // A website fills the library.
    await browser.goto('/admin/connection/new?providerType=website');
    await browser.getByRole('textbox', { name: /^Name/ }).fill('Journey site');
    await browser.getByRole('textbox', { name: /Description/ }).fill('The facilities pages.');
    await admin.tick(browser.getByRole('group', { name: /Admin user roles/ }), 'Administrator');
    await browser.getByRole('textbox', { name: /Start address/ }).fill(`${site.origin}/`);
    await browser
      .getByRole('combobox', { name: /File library/ })
      .selectOption({ label: library.name as string });
    await browser.getByRole('combobox', { name: /File library/ }).blur();
    await browser.getByRole('button', { name: 'Save' }).click();
    await expect(browser.getByText('Save connection success!')).toBeVisible();
    const siteRow = browser.getByRole('row', { name: /Journey site/ });
    await expect(siteRow).toBeVisible();
    await expect
      .poll(
        async () => {
          const list = await call(request, token, 'GET', '/api/internal/admin/connections');
          const found = (list.items as { name: string; lastRun: { status: string } | null }[]).find(
            (connection) => connection.name === 'Journey site',
          );
          return found?.lastRun?.status;
        },
        { timeout: 30_000 },
      )
      .toBe('Succeeded');
    // Its page says what the crawl did.
    await siteRow.getByRole('link', { name: 'Journey site' }).click();
    await expect(
      browser.getByRole('region', { name: 'Last run' }).getByText(/Succeeded: 2 pages stored/),
    ).toBeVisible();
    await browser.getByRole('button', { name: 'Cancel' }).click();
    const files = await call(
      request,
      token,
      'GET',
      `/api/internal/admin/fileLibraries/${library.dataSourceId as string}/files`,
    );
    expect((files.items as { fileName: string }[]).map((file) => file.fileName).sort()).toEqual([
      `${site.origin.replace('http://', '').replace(':', '_')}_cafeteria.html`,
      `${site.origin.replace('http://', '').replace(':', '_')}_index.html`,
    ]);

    // Deleting the model connection removes its deployments.
    await browser.getByRole('link', { name: 'Journey models' }).click();
    await browser.getByRole('button', { name: 'Delete' }).click();
    await browser.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(browser, 'Connection deleted successfully!');
    await browser.goto('/admin/instanceSettings/agents');
    await expect(browser.getByRole('row', { name: /offline/ })).toBeVisible();
    await expect(browser.getByRole('row', { name: new RegExp(`${PREFIX}${MODEL}`) })).toHaveCount(
      0,
    );
  } finally {
    await call(request, token, 'PUT', brandingPath, branding);
    await Promise.all([models.close(), site.close()]);
  }
});
