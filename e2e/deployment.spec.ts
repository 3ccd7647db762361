import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { paths, PUBLIC_SESSION_HEADER } from '@parley/api-contract';
import { ChatPage } from '../apps/chat/e2e/pages/chat-page';
import { ComposerPage } from '../apps/chat/e2e/pages/composer-page';
import { LoginPage } from '../apps/chat/e2e/pages/login-page';
import { PublicChatPage } from '../apps/public-chat/e2e/pages/public-chat-page';
import { devToken } from '../tooling/e2e-dev-token';
import { startDeployment } from '../tooling/e2e-deployment';
import type { Deployment, DeploymentInstance } from '../tooling/e2e-deployment';
import { expect, test as journey } from '../tooling/e2e-fixtures';
import { deploymentPort, seededPassword } from '../tooling/e2e-servers';

/**
 * Issue 21's proof: the product behind a real load balancer (nginx, round robin) in front of two
 * server instances on one PostgreSQL, with blobs in an S3-compatible store. Every journey goes
 * through the balancer only, as a user's browser would; the journeys run in order on one
 * deployment, the last one stopping an instance.
 */

const test = journey.extend<object, { deployment: Deployment }>({
  deployment: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const deployment = await startDeployment({
        port: deploymentPort,
        workDir: path.resolve(
          import.meta.dirname,
          '..',
          'reports',
          `e2e-deployment-${deploymentPort}`,
        ),
        env: {
          // A visitor reaches the public chat's limit after two questions, whichever instance counts them.
          PARLEY_PUBLIC_CHAT_RATE_LIMIT: '2',
          // An instance that is gone is known as gone within seconds, not the default half-minute.
          PARLEY_INSTANCE_LEASE_SECONDS: '4',
          PARLEY_DEV_SIGN_IN: 'on',
        },
      });
      await use(deployment);
      await deployment.stop();
    },
    // A bound on starting PostgreSQL, the store, two servers (migrations and seed) and nginx.
    { scope: 'worker', timeout: 300_000 },
  ],
});

test.describe.configure({ mode: 'default' });
test.use({ baseURL: `https://localhost:${deploymentPort}` });

const STAFF = 'staff@parley.local';
/** The seeded Parley Assistant: Vision, with image uploads on. */
const PARLEY_ASSISTANT = '00000000-0000-4000-8000-000000000401';
const PUBLIC_ENDPOINT = 'parley-demo';

const hostOf = (instance: DeploymentInstance) => new URL(instance.origin).host;

/** The upstream that served the last request nginx logged whose line matches `request`. */
function lastUpstreamOf(deployment: Deployment, request: RegExp): string | undefined {
  return deployment
    .requestsPassed()
    .filter((line) => request.test(line.request))
    .at(-1)?.upstream;
}

/** Asks a question in the composer and waits until its answer is stored (its actions show). */
async function askAndWait(page: Page, ask: (question: string) => Promise<void>, question: string) {
  const storedAnswers = page.getByRole('group', { name: 'Answer actions' });
  const answered = await storedAnswers.count();
  await ask(question);
  await expect(storedAnswers).toHaveCount(answered + 1, { timeout: 30_000 });
}

test('a staff member signs in and chats through the balancer, served by both instances', async ({
  page,
  deployment,
  expectAccessible,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  const dataDir = deployment.instances[0]?.dataDir ?? '';
  await login.signInAs(STAFF, seededPassword(dataDir, STAFF));
  await expect(new ChatPage(page).sidebarColumn()).toBeVisible();
  await expect(page).toHaveURL(/\/chat(\/|$)/);

  const composer = new ComposerPage(page);
  await askAndWait(
    page,
    async (question) => {
      await composer.messageInput().fill(question);
      await composer.sendButton().click();
    },
    'Which instance answers me?',
  );
  await expectAccessible();

  // Round robin: the sign-in and the chat went through both instances, one request each in turn.
  const used = new Set(deployment.requestsPassed().map((line) => line.upstream));
  expect([...used].sort()).toEqual(deployment.instances.map(hostOf).sort());
});

test('an image uploaded through one instance is kept in the object store and shown by both', async ({
  page,
  request,
  deployment,
}) => {
  const token = await devToken(request, STAFF);
  const composer = new ComposerPage(page);
  await composer.open(token, `/chat/${PARLEY_ASSISTANT}`);
  await expect(composer.messageInput()).toBeEnabled();
  await composer.messageInput().fill('What is in this picture?');
  await composer.upload([{ name: 'two-by-two.png', mimeType: 'image/png', buffer: twoByTwoPng }]);
  await expect(
    composer.attachments().getByRole('button', { name: 'Remove two-by-two.png' }),
  ).toBeVisible();
  await composer.sendButton().click();
  const thumbnail = composer
    .messages()
    .getByRole('img', { name: 'Image 1 sent with the question' });
  await expectDecoded(thumbnail);

  // Reloads go round robin, so the thumbnail comes back from the other instance too. A reload
  // does not always make the same number of requests (CI saw four reloads in a row come to one
  // instance), so after each reload whose thumbnail came from the same instance again, one
  // request in between shifts the turn.
  const thumbnailServers = () =>
    new Set(
      deployment
        .requestsPassed()
        .filter((line) => /^GET \/api\/internal\/VisionImages\/.*\/base64 /.test(line.request))
        .map((line) => line.upstream),
    );
  for (let reload = 0; reload < 10 && thumbnailServers().size < 2; reload += 1) {
    await page.reload();
    await expectDecoded(thumbnail);
    if (thumbnailServers().size < 2) await request.get(paths.liveness());
  }
  expect(thumbnailServers().size).toBe(2);
  // Neither instance keeps a file of its own: every blob is in the bucket.
  for (const instance of deployment.instances) {
    expect(existsSync(path.join(instance.dataDir, 'blobs'))).toBe(false);
  }
  expect(readdirSync(deployment.objectStoreDir, { recursive: true }).length).toBeGreaterThan(0);
});

test("a visitor's questions count against one public-chat limit on both instances", async ({
  page,
  request,
  deployment,
  consoleErrors,
}) => {
  const publicChat = new PublicChatPage(page);
  await publicChat.goto(PUBLIC_ENDPOINT);
  await askAndWait(page, (question) => publicChat.ask(question), 'First question');

  // The second question goes to the instance that did not count the first, so that neither
  // instance alone has seen two: only a count both share can refuse the third.
  const firstServedBy = lastUpstreamOf(deployment, /^POST \/api\/internal\/publicConversations\//);
  const other = deployment.instances.find((instance) => hostOf(instance) !== firstServedBy);
  const session = await publicChat.storedSession(PUBLIC_ENDPOINT);
  const second = await request.post(
    `${other?.origin}${paths.publicConversations.byGptPublicEndpoint(PUBLIC_ENDPOINT)}`,
    {
      headers: {
        [PUBLIC_SESSION_HEADER]: session?.sessionTokens[PUBLIC_SESSION_HEADER] ?? '',
        'X-Forwarded-For': '127.0.0.1',
      },
      data: {
        question: 'Second question',
        session: { sessionIdentifier: session?.sessionIdentifier },
      },
    },
  );
  expect(second.status()).toBe(200);
  await second.body();

  await publicChat.ask('Third question');
  await expect(
    page.getByText(/^Too many messages\. Please wait \d+ seconds? and try again\.$/),
  ).toBeVisible();
  await expect(publicChat.messageInput()).toHaveValue('Third question');
  expect(consoleErrors.splice(0)).toEqual([
    expect.stringContaining('429'),
    expect.stringContaining('Chat request failed'),
  ]);
});

test('an instance stopped in the middle of an answer: the answer is kept and the chat goes on', async ({
  page,
  request,
  deployment,
  consoleErrors,
}) => {
  const token = await devToken(request, STAFF);
  const composer = new ComposerPage(page);
  await composer.open(token, `/chat/${PARLEY_ASSISTANT}`);
  await expect(composer.messageInput()).toBeEnabled();
  // About a minute of answer at the offline engine's pace.
  await composer.messageInput().fill('/demo long 3000');
  await composer.sendButton().click();
  const messages = composer.messages();
  await expect(messages.getByText(/wrote this answer of 3000 tokens/)).toBeVisible();

  // The instance streaming it, once it has stored part of the answer.
  const database = new pg.Client({ connectionString: deployment.databaseUrl });
  await database.connect();
  try {
    const inFlight = async () =>
      (
        await database.query<{ segment: string; instance: string; stored: number }>(
          `select segment_id as segment, answering_instance_id as instance,
                  length(answer) as stored
             from segments where status = 'Streaming'`,
        )
      ).rows[0];
    await expect.poll(async () => (await inFlight())?.stored ?? 0).toBeGreaterThan(0);
    const answer = await inFlight();
    const stopped = deployment.instances.find(
      (instance) => instance.instanceId === answer?.instance,
    );
    expect(stopped, `the answering instance ${answer?.instance}`).toBeDefined();
    await deployment.stopInstance(stopped as DeploymentInstance);

    // Once its lease runs out, the other instance marks the answer Interrupted, keeping its text
    // (a bound on the lease and the sweep after it, not a wait).
    const statusOf = async () =>
      (
        await database.query<{ status: string }>(
          'select status from segments where segment_id = $1',
          [answer?.segment],
        )
      ).rows[0]?.status;
    await expect.poll(statusOf, { timeout: 60_000 }).toBe('Interrupted');
    await page.reload();
    await expect(messages.getByText('Interrupted')).toBeVisible();
    await expect(messages.getByText(/wrote this answer of 3000 tokens/)).toBeVisible();
    const kept = await database.query<{ stored: number }>(
      `select length(answer) as stored from segments where status = 'Interrupted'`,
    );
    expect(kept.rows[0]?.stored).toBeGreaterThan(0);
  } finally {
    await database.end();
  }

  // The conversation goes on, on the instance still running.
  await askAndWait(
    page,
    async (question) => {
      await composer.messageInput().fill(question);
      await composer.sendButton().click();
    },
    'Are you still there?',
  );
  await expect(messages.getByText('Are you still there?', { exact: true }).first()).toBeVisible();
  // The stream the stopped instance was sending broke off: the browser and the client log it.
  expect(consoleErrors.splice(0)).toEqual([
    expect.stringContaining('ERR_HTTP2_PROTOCOL_ERROR'),
    expect.stringContaining('Chat request failed'),
  ]);
});

/** A valid 2 x 2 PNG (red, blue, green, yellow pixels). */
const twoByTwoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFUlEQVR4nGP4z8DA0AAkFjD8/88AACGUBR0O3kLuAAAAAElFTkSuQmCC',
  'base64',
);

async function expectDecoded(image: ReturnType<Page['getByRole']>) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}
