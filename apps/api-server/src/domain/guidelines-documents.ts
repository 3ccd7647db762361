import { guidelinesMessages } from '@parley/api-contract';
import type { AdminGuidelinesDocument, GuidelinesDocumentAgent } from '@parley/api-contract';
import type { Database } from '../db/database';
import {
  agentsNamingGuidelines,
  draftsNamingGuidelines,
  listGuidelinesSections,
} from '../db/queries/guidelines';
import type { GuidelinesDocumentRow, GuidelinesSectionRow } from '../db/queries/guidelines';
import { conflict } from '../http/http-error';

/*
 * Guidelines documents in the console (admin-spec sections 2 and 7). Every change to a document's
 * title, `requireConsent` or sections raises its version in the change's transaction
 * (`raiseGuidelinesVersion`), so chat asks users to accept the changed document again
 * (`guidelines-consent.ts`); a change that changes nothing raises nothing.
 */

/** A document as the console lists it: its own fields and the agents naming it. */
export function documentFieldsView(
  row: GuidelinesDocumentRow,
  agents: readonly GuidelinesDocumentAgent[],
): Omit<AdminGuidelinesDocument, 'sections'> {
  return {
    guidelinesDocumentId: row.guidelinesDocumentId,
    title: row.title,
    requireConsent: row.requireConsent,
    version: row.version,
    agents: [...agents],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A document as the console edits it: with its sections in their order. */
export function adminDocumentView(
  row: GuidelinesDocumentRow,
  sections: readonly GuidelinesSectionRow[],
  agents: readonly GuidelinesDocumentAgent[],
): AdminGuidelinesDocument {
  return { ...documentFieldsView(row, agents), sections: [...sections] };
}

/** The document as the console reads it, read in `db` (the change's transaction, after it). */
export async function readAdminDocument(
  db: Database,
  row: GuidelinesDocumentRow,
): Promise<AdminGuidelinesDocument> {
  const [sections, agents] = await Promise.all([
    listGuidelinesSections(db, row.guidelinesDocumentId),
    agentsNamingGuidelines(db, [row.guidelinesDocumentId]),
  ]);
  return adminDocumentView(row, sections, agents.get(row.guidelinesDocumentId) ?? []);
}

/** What the audit log keeps of a whole document (created or deleted): enough to rebuild it. */
export const auditedDocument = (
  row: GuidelinesDocumentRow,
  sections: readonly GuidelinesSectionRow[],
) => ({ title: row.title, requireConsent: row.requireConsent, version: row.version, sections });

/**
 * Refuses (409) to delete a document that agents (not deleted) or drafts name, naming them: they
 * would lose their guidelines, and chat its consent gate, without anyone deciding it. A draft of
 * an agent that names the document already is not named twice.
 */
export async function refuseDeletingNamedDocument(
  db: Database,
  document: GuidelinesDocumentRow,
): Promise<void> {
  const { guidelinesDocumentId } = document;
  const [agents, drafts] = await Promise.all([
    agentsNamingGuidelines(db, [guidelinesDocumentId]),
    draftsNamingGuidelines(db, guidelinesDocumentId),
  ]);
  const naming = agents.get(guidelinesDocumentId) ?? [];
  const named = new Set(naming.map((agent) => agent.gptSystemId));
  const nameOf = (name: string) => name || guidelinesMessages.unnamedAgent;
  const names = [
    ...naming.map((agent) => nameOf(agent.name)),
    ...drafts
      .filter((draft) => draft.gptSystemId === null || !named.has(draft.gptSystemId))
      .map((draft) => guidelinesMessages.draftOf(nameOf(draft.name))),
  ];
  if (names.length > 0)
    throw conflict(guidelinesMessages.inUse(document.title, [...new Set(names)]));
}
