import type { AppServices } from '../app-context';
import {
  findDataSource,
  searchChunksByMeaning,
  searchChunksByWords,
} from '../db/queries/knowledge';
import type { DataSourceRow, FoundChunk } from '../db/queries/knowledge';
import type { AnswerDocument } from '../providers';

/**
 * What a FileSearch agent answers from (issue 16): the chunks of its libraries that best match the
 * question, found by words (PostgreSQL full-text search) and, for libraries with an embedding
 * deployment, by meaning (pgvector), the two rankings fused by reciprocal rank. Each chunk is a
 * document the engine may quote, whose citation opens the passage.
 */

/** Chunks each search contributes before fusion, and chunks an answer is given. */
const candidatesPerSearch = 20;
export const chunksPerQuestion = 6;

/** Reciprocal rank fusion's constant: ranks far down either list count for little. */
const fusionConstant = 60;

/** A chunk's citation path: the library, the file and the chunk's position in it. */
export function chunkCitationPath(chunk: Pick<FoundChunk, 'dataSourceId' | 'fileId' | 'position'>) {
  return `libraries/${chunk.dataSourceId}/files/${chunk.fileId}/chunks/${chunk.position}`;
}

/** The chunk a citation path names, or undefined for any other path. */
export function citedChunkOfPath(
  path: string,
): { dataSourceId: string; fileId: string; position: number } | undefined {
  const match = /^libraries\/([0-9a-f-]{36})\/files\/([0-9a-f-]{36})\/chunks\/(\d{1,9})$/i.exec(
    path,
  );
  if (!match) return undefined;
  const [, dataSourceId = '', fileId = '', position = '0'] = match;
  return { dataSourceId, fileId, position: Number(position) };
}

/** How a citation names a chunk: its file, and the page it starts on when the file has pages. */
export function chunkTitle(chunk: Pick<FoundChunk, 'fileName' | 'pageNumber'>): string {
  return chunk.pageNumber === null ? chunk.fileName : `${chunk.fileName}, page ${chunk.pageNumber}`;
}

/** Fuses rankings: each chunk scores the sum of 1 / (k + rank) over the lists it is in. */
export function fuseRankings(rankings: readonly (readonly FoundChunk[])[], limit: number) {
  const scored = new Map<string, { chunk: FoundChunk; score: number; first: number }>();
  rankings.forEach((ranking, list) => {
    ranking.forEach((chunk, rank) => {
      const entry = scored.get(chunk.chunkId) ?? { chunk, score: 0, first: list * 1000 + rank };
      entry.score += 1 / (fusionConstant + rank + 1);
      scored.set(chunk.chunkId, entry);
    });
  });
  return [...scored.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, limit)
    .map((entry) => entry.chunk);
}

export interface LibrarySearchLog {
  warn(details: object, message: string): void;
}

/**
 * The best chunks of the libraries for the question. A library that no longer exists is skipped;
 * an embedding provider that fails leaves that library to the word search (and is logged).
 */
export async function searchLibraries(
  services: Pick<AppServices, 'db' | 'knowledge'>,
  dataSourceIds: readonly string[],
  question: string,
  log: LibrarySearchLog,
  limit = chunksPerQuestion,
): Promise<FoundChunk[]> {
  const libraries = (
    await Promise.all(dataSourceIds.map((id) => findDataSource(services.db, id)))
  ).filter((library): library is DataSourceRow => library !== undefined);
  if (libraries.length === 0) return [];
  const rankings = [
    await searchChunksByWords(services.db, libraries, question, candidatesPerSearch),
  ];
  if (services.knowledge.vectorSearch) {
    const byDeployment = new Map<string, string[]>();
    for (const library of libraries) {
      const name = library.embeddingDeploymentName;
      if (name) byDeployment.set(name, [...(byDeployment.get(name) ?? []), library.dataSourceId]);
    }
    for (const [deploymentName, ids] of byDeployment) {
      try {
        const embedder = await services.knowledge.embedderFor(deploymentName);
        if (typeof embedder === 'string') throw new Error(embedder);
        const [embedding] = await embedder([question]);
        if (embedding) {
          rankings.push(
            await searchChunksByMeaning(services.db, ids, embedding, candidatesPerSearch),
          );
        }
      } catch (error) {
        log.warn({ err: error, deploymentName }, 'embedding the question failed: words only');
      }
    }
  }
  return fuseRankings(rankings, limit);
}

/** The chunks as documents an engine answers from and cites. */
export function chunkDocuments(chunks: readonly FoundChunk[]): AnswerDocument[] {
  return chunks.map((chunk) => ({
    id: chunk.chunkId,
    title: chunkTitle(chunk),
    path: chunkCitationPath(chunk),
    text: chunk.heading ? `${chunk.heading}\n\n${chunk.text}` : chunk.text,
    retrieved: true,
  }));
}
