import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from './index';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function ruleIdsFor(code: string, fileInRepo: string, cwd = repoRoot): Promise<string[]> {
  const eslint = new ESLint({ cwd, overrideConfigFile: true, overrideConfig: config });
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, fileInRepo) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('package boundaries (ARCHITECTURE section 2)', () => {
  it('reports chat-ui importing admin-ui', async () => {
    const rules = await ruleIdsFor(
      "export { x } from '@parley/admin-ui';\n",
      'packages/chat-ui/src/probe.ts',
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('reports admin-ui importing chat-ui', async () => {
    const rules = await ruleIdsFor(
      "export { x } from '@parley/chat-ui';\n",
      'packages/admin-ui/src/probe.ts',
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('keeps the administration calls to the console: chat-ui may not import them, admin-ui may', async () => {
    const code = "export { accessAdminApi } from '@parley/api-client/admin';\n";
    expect(await ruleIdsFor(code, 'packages/chat-ui/src/probe.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor(code, 'apps/public-chat/src/probe.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor(code, 'packages/admin-ui/src/probe.ts')).not.toContain(
      'no-restricted-imports',
    );
  });

  it('reports app-shell importing the packages above it (conversation-ui, chat-ui, admin-ui)', async () => {
    for (const above of ['@parley/conversation-ui', '@parley/chat-ui', '@parley/admin-ui']) {
      const rules = await ruleIdsFor(
        `export { x } from '${above}';\n`,
        'packages/app-shell/src/probe.ts',
      );
      expect(rules).toContain('no-restricted-imports');
    }
  });

  it('reports conversation-ui importing the screens above it (chat-ui, admin-ui) or auth', async () => {
    for (const name of ['@parley/chat-ui', '@parley/admin-ui', '@parley/auth']) {
      const rules = await ruleIdsFor(
        `export { x } from '${name}';\n`,
        'packages/conversation-ui/src/probe.ts',
      );
      expect(rules).toContain('no-restricted-imports');
    }
  });

  it('reports agent-editor importing api-client, auth or the screens above it', async () => {
    for (const name of [
      '@parley/api-client',
      '@parley/auth',
      '@parley/chat-ui',
      '@parley/admin-ui',
    ]) {
      const rules = await ruleIdsFor(
        `export { x } from '${name}';\n`,
        'packages/agent-editor/src/probe.ts',
      );
      expect(rules).toContain('no-restricted-imports');
    }
  });

  it('reports conversation-ui importing agent-editor', async () => {
    const rules = await ruleIdsFor(
      "export { x } from '@parley/agent-editor';\n",
      'packages/conversation-ui/src/probe.ts',
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('reports api-client importing app-shell', async () => {
    const rules = await ruleIdsFor(
      "export { x } from '@parley/app-shell';\n",
      'packages/api-client/src/probe.ts',
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('reports api-client importing auth', async () => {
    const rules = await ruleIdsFor(
      "export { x } from '@parley/auth';\n",
      'packages/api-client/src/probe.ts',
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('reports the api-server importing anything but api-contract', async () => {
    const rules = await ruleIdsFor(
      "export { x } from '@parley/api-client';\n",
      'apps/api-server/src/probe.ts',
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it("reports a deep import into another package's src/", async () => {
    // Spelled in two parts so that a search of the tree for deep imports does not find this probe.
    const deepImport = ['@parley/api-client', 'src/store'].join('/');
    const rules = await ruleIdsFor(
      `export { x } from '${deepImport}';\n`,
      'apps/chat/src/probe.ts',
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('reports classic zod in code that reaches a browser, and allows it in the server', async () => {
    const code = "export { z } from 'zod';\n";
    expect(await ruleIdsFor(code, 'packages/api-contract/src/probe.ts')).toContain(
      'no-restricted-imports',
    );
    for (const subpath of ['zod/v4', 'zod/v4/classic', 'zod/v3']) {
      expect(
        await ruleIdsFor(`export { z } from '${subpath}';\n`, 'packages/auth/src/probe.ts'),
      ).toContain('no-restricted-imports');
    }
    expect(
      await ruleIdsFor("export { z } from 'zod/mini';\n", 'packages/auth/src/probe.ts'),
    ).not.toContain('no-restricted-imports');
    expect(await ruleIdsFor(code, 'apps/chat/src/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIdsFor(code, 'apps/api-server/src/probe.ts')).not.toContain(
      'no-restricted-imports',
    );
  });

  it('allows chat-ui to import api-client, auth, theme-brands and api-contract', async () => {
    const code = [
      "export { a } from '@parley/api-client';",
      "export { b } from '@parley/auth';",
      "export { c } from '@parley/theme-brands';",
      "export { d } from '@parley/api-contract';",
      '',
    ].join('\n');
    const rules = await ruleIdsFor(code, 'packages/chat-ui/src/probe.ts');
    expect(rules).not.toContain('no-restricted-imports');
  });

  it('allows app-shell to import api-client, auth, theme-brands and api-contract', async () => {
    const code = [
      "export { a } from '@parley/api-client';",
      "export { b } from '@parley/auth';",
      "export { c } from '@parley/theme-brands';",
      "export { d } from '@parley/api-contract';",
      '',
    ].join('\n');
    const rules = await ruleIdsFor(code, 'packages/app-shell/src/probe.ts');
    expect(rules).not.toContain('no-restricted-imports');
  });

  it('allows conversation-ui to import app-shell, api-client, theme-brands and api-contract', async () => {
    const code = [
      "export { a } from '@parley/app-shell';",
      "export { b } from '@parley/api-client';",
      "export { c } from '@parley/theme-brands';",
      "export { d } from '@parley/api-contract';",
      '',
    ].join('\n');
    const rules = await ruleIdsFor(code, 'packages/conversation-ui/src/probe.ts');
    expect(rules).not.toContain('no-restricted-imports');
  });

  it('allows agent-editor to import conversation-ui, app-shell, theme-brands and api-contract', async () => {
    const code = [
      "export { a } from '@parley/conversation-ui';",
      "export { b } from '@parley/app-shell';",
      "export { c } from '@parley/theme-brands';",
      "export { d } from '@parley/api-contract';",
      '',
    ].join('\n');
    const rules = await ruleIdsFor(code, 'packages/agent-editor/src/probe.ts');
    expect(rules).not.toContain('no-restricted-imports');
  });

  it('allows admin-ui, chat-ui and the apps to import app-shell, conversation-ui and agent-editor', async () => {
    for (const shared of ['@parley/app-shell', '@parley/conversation-ui', '@parley/agent-editor']) {
      const code = `export { x } from '${shared}';\n`;
      for (const file of [
        'packages/admin-ui/src/probe.ts',
        'packages/chat-ui/src/probe.ts',
        'apps/admin/src/probe.ts',
        'apps/chat/src/probe.ts',
      ]) {
        expect(await ruleIdsFor(code, file)).not.toContain('no-restricted-imports');
      }
    }
  });
});

describe('file names', () => {
  it('reports a file name that is not kebab-case', async () => {
    const rules = await ruleIdsFor('export const x = 1;\n', 'packages/chat-ui/src/ChatInput.ts');
    expect(rules).toContain('check-file/filename-naming-convention');
  });

  it('accepts kebab-case names with a middle extension', async () => {
    const rules = await ruleIdsFor(
      'export const x = 1;\n',
      'packages/chat-ui/src/chat-input.test.ts',
    );
    expect(rules).not.toContain('check-file/filename-naming-convention');
  });
});

describe('import cycles', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'parley-cycle-'));
    await writeFile(
      path.join(folder, 'first.ts'),
      "import { second } from './second';\nexport const first = () => second;\n",
    );
    await writeFile(
      path.join(folder, 'second.ts'),
      "import { first } from './first';\nexport const second = () => first;\n",
    );
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('reports two modules that import each other', async () => {
    const eslint = new ESLint({ cwd: folder, overrideConfigFile: true, overrideConfig: config });
    const [result] = await eslint.lintFiles(['first.ts']);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
