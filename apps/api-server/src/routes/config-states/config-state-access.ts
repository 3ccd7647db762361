import { actions } from '@parley/api-contract';
import type { GptSystemType } from '@parley/api-contract';
import type { AppContext } from '../../app-context';
import { findAgent, findOwnConfigState } from '../../db/queries/config-states';
import { findInstanceSettings } from '../../db/queries/instance-settings';
import type { UserWithActions } from '../../db/queries/users';
import { listModelDeployments } from '../../db/queries/model-deployments';
import type { ConfigurationChoices } from '../../domain/agent-configuration';
import { listDataSources } from '../../db/queries/knowledge';
import { isHipaaMode } from '../../domain/hipaa';
import { deploymentsFor, startingDeployment } from '../../domain/model-deployments';
import { holdsAny, needsActions } from '../../http/authorization';
import { forbidden, notFound } from '../../http/http-error';

/** The words of the refusals, for the routes and their tests. */
export const configStateMessages = {
  notFound: (configStateId: string) => `No config state of yours has the id "${configStateId}".`,
  agentNotFound: (gptSystemId: string) => `No agent you may edit has the id "${gptSystemId}".`,
  personalAgentsOff: 'Personal agents are switched off on this instance.',
  blockedFromCreating: 'You are blocked from creating and editing agents.',
  bannedAgent: 'This agent is banned: it cannot be edited.',
  notYetAnAgent: 'This config state has no agent yet: create the agent from it first.',
  alreadyAnAgent: 'This config state already made its agent: update the agent instead.',
  cannotPublish: 'The configuration has errors; correct them before saving the agent.',
  cannotTest: 'The configuration has errors; correct them before testing the agent.',
  versionNotFound: (version: number) => `The agent has no version ${version}.`,
  conversationNotFound: (conversationId: string) =>
    `The config state has no test conversation with the id "${conversationId}".`,
  segmentNotFound: (segmentId: string) =>
    `The test conversation has no segment with the id "${segmentId}".`,
} as const;

/**
 * Who may use the agent editor's calls (chat-spec section 7; admin-spec section 7): a config state
 * is its owner's alone (anyone else gets 404). System agents need the console's agent actions;
 * personal agents need the feature on, an owner not blocked from creating agents, and an agent
 * that is not banned.
 */
export function configStateAccess(context: AppContext) {
  // Read on each call: the services exist only once the server has started.
  const services = () => context.services;
  /** The stored deployments an agent of the type may choose, in HIPAA mode only compliant ones. */
  const deploymentChoices = async (gptSystemType: GptSystemType, hipaaMode: boolean) => {
    const rows = await listModelDeployments(services().db);
    return { rows, choices: deploymentsFor(rows, gptSystemType, hipaaMode) };
  };

  /** The libraries an agent of the type may search: every one for a system agent, none else. */
  const libraryChoices = async (gptSystemType: GptSystemType) =>
    gptSystemType === 'System' ? listDataSources(services().db) : [];

  /** What a configuration of the type may name (`checkConfiguration`). */
  const configurationChoices = async (gptSystemType: string): Promise<ConfigurationChoices> => {
    const type: GptSystemType = gptSystemType === 'User' ? 'User' : 'System';
    const [{ choices }, libraries] = await Promise.all([
      deploymentChoices(type, false),
      libraryChoices(type),
    ]);
    return {
      names: choices.map((row) => row.deploymentName),
      personal: type === 'User',
      dataSourceIds: new Set(libraries.map((library) => library.dataSourceId)),
    };
  };

  /** What a new agent of the type starts with (`startingDeployment`). */
  const defaultDeployment = async (gptSystemType: GptSystemType) => {
    const { rows, choices } = await deploymentChoices(
      gptSystemType,
      await isHipaaMode(services().db),
    );
    return startingDeployment(rows, choices);
  };

  /** Refuses a user who may not edit agents of this type (a System agent: `action` to `what`). */
  const refuseUnlessMayEdit = async (
    user: UserWithActions,
    gptSystemType: GptSystemType,
    system: {
      action: typeof actions.GptSystemsCreate | typeof actions.GptSystemsWrite;
      what: string;
    },
  ) => {
    if (gptSystemType === 'System') {
      if (!holdsAny(user, [system.action])) {
        throw forbidden(needsActions([system.action], system.what));
      }
      return;
    }
    const settings = await findInstanceSettings(services().db);
    if (!settings.allowUserCreatedGptSystems)
      throw forbidden(configStateMessages.personalAgentsOff);
    if (user.isBannedFromCreatingAgents) throw forbidden(configStateMessages.blockedFromCreating);
  };

  /** The agent a user may edit: a System agent, or their own personal agent; never a banned one. */
  const editableAgent = async (user: UserWithActions, gptSystemId: string) => {
    const agent = await findAgent(services().db, gptSystemId);
    const mayKnow =
      agent && (agent.gptSystemType === 'System' || agent.ownerUserId === user.userId);
    if (!agent || !mayKnow) throw notFound(configStateMessages.agentNotFound(gptSystemId));
    await refuseUnlessMayEdit(user, agent.gptSystemType as GptSystemType, {
      action: actions.GptSystemsWrite,
      what: 'to edit agents',
    });
    if (agent.moderationStatus === 'Banned') throw forbidden(configStateMessages.bannedAgent);
    return agent;
  };

  /** The caller's own config state, with the agent it edits, checked as `editableAgent` does. */
  const ownConfigState = async (user: UserWithActions, configStateId: string) => {
    const row = await findOwnConfigState(services().db, user.userId, configStateId);
    if (!row) throw notFound(configStateMessages.notFound(configStateId));
    const agent = row.gptSystemId ? await editableAgent(user, row.gptSystemId) : undefined;
    if (!agent) {
      await refuseUnlessMayEdit(user, row.gptSystemType as GptSystemType, {
        action: actions.GptSystemsCreate,
        what: 'to create agents',
      });
    }
    return { row, agent };
  };

  return {
    configurationChoices,
    libraryChoices,
    deploymentChoices,
    defaultDeployment,
    refuseUnlessMayEdit,
    editableAgent,
    ownConfigState,
  };
}
