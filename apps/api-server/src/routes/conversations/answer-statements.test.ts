import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatCompletionsServer } from '../../providers/testing/fake-chat-completions-server';
import type { FakeChatCompletionsServer } from '../../providers/testing/fake-chat-completions-server';
import {
  askInConversation,
  seededAgents,
  startConversation,
} from '../../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

/**
 * What the database does per question (issue 19): the statements before the model is called
 * delay the first token, and all of them cost CPU per answer (PGlite runs them on the server's
 * thread). The budgets below are today's counts; a change that adds a statement to the answer
 * path must say why here.
 *
 * A new conversation, before the model: the caller's user and actions (the token check), the
 * visit's brand, the agent, the answer's conditions (settings, deployment and brand budget in
 * one read), then one transaction storing the conversation and the question. After it: one
 * statement storing the answer, its trace and its usage (the record, its two rollups and its
 * user's totals and activity; `storeAnswer`).
 * A further question also reads its conversation and the branch it follows, updates the
 * conversation's selected leaf, and reads the uploads of the earlier questions (images and
 * attachments).
 */
const budgets = {
  newConversation: { beforeModel: 6, inAll: 7 },
  furtherQuestion: { beforeModel: 10, inAll: 11 },
};

let server: TestServer;
let provider: FakeChatCompletionsServer;
/** The statements the server sent, with a mark where the model was called; BEGIN/COMMIT left out. */
const log: string[] = [];
/**
 * Set while a question is asked: only statements sent on its behalf count, not those of the
 * server's timers (the instance lease, the library sweep), which run in contexts of their own.
 */
const asking = new AsyncLocalStorage<true>();
const modelCalled = '(the model is called)';

beforeAll(async () => {
  provider = await startFakeChatCompletionsServer({
    deltas: ['Ferries ', 'sail.'],
    usage: { prompt_tokens: 3, completion_tokens: 2 },
    onRequest: () => log.push(modelCalled),
  });
  server = await startTestServer({
    env: {
      PARLEY_MODEL_DEPLOYMENTS: JSON.stringify([
        {
          deploymentName: 'offline',
          provider: 'openai-compatible',
          model: 'bench-model',
          baseURL: provider.baseURL,
          maxRetries: 0,
        },
      ]),
    },
    database: {
      logger: {
        // node-postgres sends a transaction's BEGIN and COMMIT as statements, PGlite does not.
        logQuery: (query) => {
          if (asking.getStore() && !/^(begin|commit|rollback)\b/i.test(query.trim())) {
            log.push(query);
          }
        },
      },
    },
  });
  // Signs in (its statements are not a question's) and warms the seeded agent's first answer.
  await startConversation(server, seededUsers.staff, seededAgents.assistant, 'Warm up.');
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** The statements `ask` sent: how many before the model was called, and in all. */
async function statementsOf(ask: () => Promise<unknown>) {
  log.length = 0;
  await asking.run(true, ask);
  const beforeModel = log.indexOf(modelCalled);
  expect(beforeModel, 'the model was called').toBeGreaterThanOrEqual(0);
  return { beforeModel, inAll: log.length - 1, statements: [...log] };
}

describe('database statements per question (issue 19)', () => {
  it(`starts a conversation with at most ${budgets.newConversation.beforeModel} statements before the model is called and ${budgets.newConversation.inAll} in all`, async () => {
    const counted = await statementsOf(() =>
      startConversation(server, seededUsers.staff, seededAgents.assistant, 'Do ferries sail?'),
    );
    expect(counted.beforeModel, counted.statements.join('\n')).toBeLessThanOrEqual(
      budgets.newConversation.beforeModel,
    );
    expect(counted.inAll, counted.statements.join('\n')).toBeLessThanOrEqual(
      budgets.newConversation.inAll,
    );
  });

  it(`asks a further question with at most ${budgets.furtherQuestion.beforeModel} statements before the model is called and ${budgets.furtherQuestion.inAll} in all`, async () => {
    const first = await startConversation(
      server,
      seededUsers.staff,
      seededAgents.assistant,
      'Do ferries sail?',
    );
    const counted = await statementsOf(() =>
      askInConversation(
        server,
        seededUsers.staff,
        first.conversationId,
        'And on Sundays?',
        first.segmentId,
      ),
    );
    expect(counted.beforeModel, counted.statements.join('\n')).toBeLessThanOrEqual(
      budgets.furtherQuestion.beforeModel,
    );
    expect(counted.inAll, counted.statements.join('\n')).toBeLessThanOrEqual(
      budgets.furtherQuestion.inAll,
    );
  });

  it('reads the agent’s deployment once per question, with the settings and the brand’s budget', async () => {
    const counted = await statementsOf(() =>
      startConversation(server, seededUsers.staff, seededAgents.assistant, 'Which deployment?'),
    );
    const deploymentReads = counted.statements.filter((statement) =>
      /from "instance_settings" left join "model_deployments"/.test(statement),
    );
    expect(deploymentReads).toHaveLength(1);
    expect(counted.statements.filter((statement) => /"model_deployments"/.test(statement))).toEqual(
      deploymentReads,
    );
  });
});
