import { eq } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blob-store';
import type { PublicChatSeedOverrides } from '../../config';
import type { Database } from '../database';
import { findLibraryFile, insertChunks, libraryFileBlobKey } from '../queries/knowledge';
import {
  brandFiles,
  brands,
  gptSystemPrompts,
  gptSystems,
  guidelinesDocuments,
  guidelinesSections,
  instanceSettings,
  dataSources,
  libraryFiles,
  roles,
  userRoles,
  users,
} from '../schema';
import {
  seedAgents,
  seedBrands,
  seedIds,
  seedGuidelines,
  seedInstanceSettings,
  seedLibrary,
  seedRoles,
  seedUsers,
} from './seed-data';

export function brandFileBlobKey(brandKey: string, fileName: string): string {
  return `brands/${brandKey}/${fileName}`;
}

/** Writes the seeded brand files that the blob store lacks (a fresh data directory, a new blob store). */
async function ensureBrandFiles(blobs: BlobStore) {
  for (const { brand, files } of seedBrands) {
    for (const [fileName, svg] of Object.entries(files)) {
      const key = brandFileBlobKey(brand.brandKey, fileName);
      if (!(await blobs.get(key))) await blobs.put(key, new TextEncoder().encode(svg));
    }
  }
}

/**
 * The seeded library's files: Online, one chunk each, their Markdown in the blob store. The blobs
 * are written whenever a seeded file still names them and the store lacks them (a new blob store).
 */
async function seedHandbookLibrary(db: Database, blobs: BlobStore) {
  const { library, files } = seedLibrary;
  const inserted = await db
    .insert(dataSources)
    .values(library)
    .onConflictDoNothing()
    .returning({ dataSourceId: dataSources.dataSourceId });
  for (const { fileId, fileName, text } of files) {
    const blobKey = libraryFileBlobKey(library.dataSourceId, fileId);
    const bytes = new TextEncoder().encode(text);
    // Files and chunks only with a newly inserted library: an administrator may have changed them.
    if (inserted.length > 0) {
      await db.insert(libraryFiles).values({
        fileId,
        dataSourceId: library.dataSourceId,
        fileName,
        mimeType: 'text/markdown',
        sizeBytes: bytes.byteLength,
        blobKey,
        status: 'Online',
        chunkCount: 1,
        indexedVersion: 1,
        processedAt: new Date(),
      });
      await insertChunks(
        db,
        { fileId, dataSourceId: library.dataSourceId, language: library.language },
        [{ position: 0, text, pageNumber: null, heading: null }],
      );
    }
    if ((await findLibraryFile(db, fileId))?.blobKey === blobKey && !(await blobs.get(blobKey))) {
      await blobs.put(blobKey, bytes);
    }
  }
}

/**
 * Seeds a new instance. Every row has a fixed key and is inserted with "on conflict do nothing",
 * so running it again changes nothing, even after an administrator edited the seeded rows.
 */
/**
 * The environment's overrides for the seeded public endpoint (so end-to-end tests can let a host
 * page on another port frame it, or reach its rate limit quickly). Unlike the seed, they apply on
 * every start: a set variable wins over what the database holds.
 */
async function applyPublicChatOverrides(db: Database, overrides: PublicChatSeedOverrides) {
  const changes = {
    ...(overrides.allowedOrigins ? { publicAllowedOrigins: overrides.allowedOrigins } : {}),
    ...(overrides.questionsPerMinutePerSession
      ? { publicQuestionsPerMinutePerSession: overrides.questionsPerMinutePerSession }
      : {}),
  };
  if (Object.keys(changes).length === 0) return;
  await db
    .update(gptSystems)
    .set(changes)
    .where(eq(gptSystems.gptSystemId, seedIds.agents.assistant));
}

export async function seedDatabase(
  db: Database,
  blobs: BlobStore,
  publicChatOverrides: PublicChatSeedOverrides = {
    allowedOrigins: undefined,
    questionsPerMinutePerSession: undefined,
  },
): Promise<void> {
  await ensureBrandFiles(blobs);
  await db.transaction(async (tx) => {
    await tx.insert(instanceSettings).values(seedInstanceSettings).onConflictDoNothing();
    await tx.insert(roles).values(seedRoles).onConflictDoNothing();
    for (const { roleId, ...user } of seedUsers) {
      await tx
        .insert(users)
        .values({ ...user, identityProvider: 'Seed' })
        .onConflictDoNothing();
      await tx.insert(userRoles).values({ userId: user.userId, roleId }).onConflictDoNothing();
    }
    for (const { brand, files } of seedBrands) {
      await tx.insert(brands).values(brand).onConflictDoNothing();
      await tx
        .insert(brandFiles)
        .values(
          Object.keys(files).map((fileName) => ({
            brandKey: brand.brandKey,
            fileName,
            mimeType: 'image/svg+xml',
            blobKey: brandFileBlobKey(brand.brandKey, fileName),
          })),
        )
        .onConflictDoNothing();
    }
    const { sections, ...document } = seedGuidelines;
    const seededDocument = await tx
      .insert(guidelinesDocuments)
      .values(document)
      .onConflictDoNothing()
      .returning({ guidelinesDocumentId: guidelinesDocuments.guidelinesDocumentId });
    // Sections only with a new document: an administrator may have deleted or changed them since.
    if (seededDocument.length > 0) {
      await tx.insert(guidelinesSections).values(
        sections.map((section, position) => ({
          ...section,
          guidelinesDocumentId: document.guidelinesDocumentId,
          position,
        })),
      );
    }
    await seedHandbookLibrary(tx, blobs);
    for (const { agent, prompts } of seedAgents) {
      const inserted = await tx
        .insert(gptSystems)
        .values({ ...agent, gptSystemType: 'System' })
        .onConflictDoNothing()
        .returning({ gptSystemId: gptSystems.gptSystemId });
      // Prompts have no natural key: add them only with a newly inserted agent.
      if (inserted.length > 0 && prompts.length > 0) {
        await tx.insert(gptSystemPrompts).values(
          prompts.map((prompt, position) => ({
            ...prompt,
            gptSystemId: agent.gptSystemId,
            position,
          })),
        );
      }
    }
  });
  await applyPublicChatOverrides(db, publicChatOverrides);
}
