import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The referenced paths of tsconfig.projects.json (a JSON file with comments, as tsc reads it). */
function referencedProjects(): string[] {
  const text = readFileSync(path.join(repoRoot, 'tsconfig.projects.json'), 'utf8');
  const json = text.replace(/^\s*\/\/.*$/gm, '');
  return (JSON.parse(json) as { references: { path: string }[] }).references.map(
    (reference) => reference.path,
  );
}

describe('tsconfig.projects.json', () => {
  it('references every package and app that has a tsconfig, so `pnpm typecheck` checks them all', () => {
    const workspaces = ['apps', 'packages'].flatMap((folder) =>
      readdirSync(path.join(repoRoot, folder))
        .map((name) => `${folder}/${name}`)
        .filter((project) => existsSync(path.join(repoRoot, project, 'tsconfig.json'))),
    );
    expect([...referencedProjects()].sort()).toEqual(workspaces.sort());
  });
});
