import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { gptSystemPrompts, gptSystems, sharedGptSystems } from '../schema';
import { isUuid } from './ids';

export type AgentRow = typeof gptSystems.$inferSelect;

/**
 * The chat access policies that cover the agent of the row in scope (issue 14): those naming it,
 * or all agents, on every brand or on the brand the user chats on (the brand of the visit's host
 * name, `http/visit-brand.ts`; the instance's default on any other host).
 */
const coveringPolicies = (brandKey: string) => sql`
  select policy.chat_access_policy_id
    from chat_access_policies policy
   where (policy.brand_key is null or policy.brand_key = ${brandKey})
     and (policy.all_agents
          or exists (select 1 from chat_access_policy_agents named
                      where named.chat_access_policy_id = policy.chat_access_policy_id
                        and named.gpt_system_id = gpt_systems.gpt_system_id))`;

/**
 * Whether the policies let the user use the agent: no policy covers it (the behaviour before any
 * policy existed), or a covering policy grants it to the user directly, through one of their
 * roles or through one of their directory groups.
 */
function allowedByPolicies(userId: string, brandKey: string) {
  return sql`(not exists (${coveringPolicies(brandKey)}) or exists (
    select 1 from (${coveringPolicies(brandKey)}) covering
     where exists (select 1 from chat_access_policy_users member
                    where member.chat_access_policy_id = covering.chat_access_policy_id
                      and member.user_id = ${userId})
        or exists (select 1 from chat_access_policy_roles member
                     join user_roles held on held.role_id = member.role_id
                    where member.chat_access_policy_id = covering.chat_access_policy_id
                      and held.user_id = ${userId})
        or exists (select 1 from chat_access_policy_groups member
                     join user_groups held on held.group_id = member.group_id
                    where member.chat_access_policy_id = covering.chat_access_policy_id
                      and held.user_id = ${userId})))`;
}

/**
 * A personal agent someone shares: its owner published it and may share (not blocked from
 * sharing, nor from creating agents, by a moderator). Table names spelled out, as drizzle leaves
 * columns unqualified.
 */
const sharedByItsOwner = sql`(gpt_systems.gpt_system_type = 'User'
  and gpt_systems.publishing_state = 'Published'
  and not exists (select 1 from users owner
                   where owner.user_id = gpt_systems.owner_user_id
                     and (owner.is_banned_from_sharing_agents
                          or owner.is_banned_from_creating_agents)))`;

/** A personal agent shared with the user: its owner shares it and the user added it. */
function sharedWith(userId: string) {
  return sql`(${sharedByItsOwner} and exists (
    select 1 from shared_gpt_systems added
     where added.user_id = ${userId} and added.gpt_system_id = gpt_systems.gpt_system_id))`;
}

/**
 * Agents a user may chat with: published system agents the chat access policies allow them,
 * their own personal agents (which no policy governs), and personal agents shared with them.
 */
function visibleTo(userId: string, brandKey: string) {
  return and(
    isNull(gptSystems.deletedAt),
    or(
      and(
        eq(gptSystems.gptSystemType, 'System'),
        eq(gptSystems.publishingState, 'Published'),
        allowedByPolicies(userId, brandKey),
      ),
      eq(gptSystems.ownerUserId, userId),
      sharedWith(userId),
    ),
  );
}

/** A personal agent its owner shares (for a recipient to add), if it exists and is not deleted. */
export async function findSharedAgent(
  db: Database,
  gptSystemId: string,
): Promise<AgentRow | undefined> {
  if (!isUuid(gptSystemId)) return undefined;
  const [row] = await db
    .select()
    .from(gptSystems)
    .where(
      and(eq(gptSystems.gptSystemId, gptSystemId), isNull(gptSystems.deletedAt), sharedByItsOwner),
    );
  return row;
}

/** Adds a shared personal agent to the user's lists; adding twice changes nothing. */
export async function addSharedAgent(db: Database, userId: string, gptSystemId: string) {
  await db.insert(sharedGptSystems).values({ userId, gptSystemId }).onConflictDoNothing();
}

/** The user's own personal agents (not deleted), newest first. */
export async function listOwnPersonalAgents(db: Database, userId: string): Promise<AgentRow[]> {
  return db
    .select()
    .from(gptSystems)
    .where(
      and(
        eq(gptSystems.ownerUserId, userId),
        eq(gptSystems.gptSystemType, 'User'),
        isNull(gptSystems.deletedAt),
      ),
    )
    .orderBy(desc(gptSystems.createdAt), desc(gptSystems.gptSystemId));
}

/** How many personal agents (not deleted) the user owns. */
export async function countOwnPersonalAgents(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(gptSystems)
    .where(
      and(
        eq(gptSystems.ownerUserId, userId),
        eq(gptSystems.gptSystemType, 'User'),
        isNull(gptSystems.deletedAt),
      ),
    );
  return row?.count ?? 0;
}

/** The agents the user may chat with on the brand of their visit. */
export async function listVisibleAgents(
  db: Database,
  userId: string,
  brandKey: string,
): Promise<AgentRow[]> {
  return db
    .select()
    .from(gptSystems)
    .where(visibleTo(userId, brandKey))
    .orderBy(asc(gptSystems.name), asc(gptSystems.gptSystemId));
}

export async function findVisibleAgent(
  db: Database,
  userId: string,
  gptSystemId: string,
  brandKey: string,
): Promise<AgentRow | undefined> {
  if (!isUuid(gptSystemId)) return undefined;
  const [row] = await db
    .select()
    .from(gptSystems)
    .where(and(eq(gptSystems.gptSystemId, gptSystemId), visibleTo(userId, brandKey)));
  return row;
}

export async function listAgentPrompts(db: Database, gptSystemId: string) {
  return db
    .select({
      promptId: gptSystemPrompts.promptId,
      title: gptSystemPrompts.title,
      text: gptSystemPrompts.text,
    })
    .from(gptSystemPrompts)
    .where(eq(gptSystemPrompts.gptSystemId, gptSystemId))
    .orderBy(asc(gptSystemPrompts.position));
}

/** The type of an agent (deleted or not), or undefined when no agent has the id. */
export async function findAgentType(db: Database, gptSystemId: string) {
  if (!isUuid(gptSystemId)) return undefined;
  const [row] = await db
    .select({ gptSystemType: gptSystems.gptSystemType })
    .from(gptSystems)
    .where(eq(gptSystems.gptSystemId, gptSystemId));
  return row?.gptSystemType;
}

/**
 * Every system agent by name, whatever the policies allow: the console's agent list, and what an
 * administrator chooses from in a chat access policy. Personal agents are left out (a policy
 * cannot name them; their owners manage them in the chat app).
 */
export async function listSystemAgents(db: Database, gptSystemId?: string) {
  return db
    .select({
      gptSystemId: gptSystems.gptSystemId,
      name: sql<string>`coalesce(${gptSystems.name}, '')`,
      publishingState: gptSystems.publishingState,
      moderationStatus: gptSystems.moderationStatus,
      publishedVersion: gptSystems.publishedVersion,
      avatarVersion: gptSystems.avatarVersion,
      deletedAt: gptSystems.deletedAt,
      createdAt: gptSystems.createdAt,
      publicEndpoint: gptSystems.publicEndpoint,
      publicEndpointEnabled: gptSystems.publicEndpointEnabled,
      publicAllowedOrigins: gptSystems.publicAllowedOrigins,
      publicQuestionsPerMinutePerSession: gptSystems.publicQuestionsPerMinutePerSession,
      publicQuestionsPerMinutePerAddress: gptSystems.publicQuestionsPerMinutePerAddress,
      publicQuestionsPerMinutePerEndpoint: gptSystems.publicQuestionsPerMinutePerEndpoint,
      publicBrandKey: gptSystems.publicBrandKey,
    })
    .from(gptSystems)
    .where(
      and(
        eq(gptSystems.gptSystemType, 'System'),
        gptSystemId === undefined ? undefined : eq(gptSystems.gptSystemId, gptSystemId),
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${gptSystems.name}, ''))`), asc(gptSystems.gptSystemId));
}
