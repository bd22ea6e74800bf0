/** The approval modal's button rules (workflow spec §2.2, §6): pure, from the task row. */

export interface NodeConfigureView {
  fallBack: boolean;
  staging: boolean;
  transmitted: boolean;
  needClaim: boolean;
  withdraw: boolean;
}

export interface NodeInfoView {
  type: number;
  nodeName: string;
  configure: NodeConfigureView;
  privileges: { key: string; disabled: boolean; hidden: boolean }[];
}

export interface TaskButtonInput {
  taskState: number;
  taskType: number;
  instanceState: number;
  needClaim: boolean;
  isClaimed: boolean;
  /** The caller holds (or may claim) the task. */
  isMine: boolean;
  node: NodeInfoView;
}

export interface TaskButtons {
  submit: boolean;
  claim: boolean;
  agree: boolean;
  reject: boolean;
  fallback: boolean;
  stage: boolean;
  transfer: boolean;
}

const NONE: TaskButtons = { submit: false, claim: false, agree: false, reject: false, fallback: false, stage: false, transfer: false };

/** Parses the task row's nodeInfo JSON text; missing flags are off. */
export function parseNodeInfo(text: string): NodeInfoView {
  let raw: Partial<NodeInfoView>;
  try {
    raw = (JSON.parse(text) ?? {}) as Partial<NodeInfoView>;
  } catch {
    raw = {};
  }
  const configure = raw.configure ?? ({} as Partial<NodeConfigureView>);
  return {
    type: typeof raw.type === 'number' ? raw.type : 1,
    nodeName: raw.nodeName ?? '',
    configure: {
      fallBack: configure.fallBack === true, staging: configure.staging === true, transmitted: configure.transmitted === true,
      needClaim: configure.needClaim === true, withdraw: configure.withdraw === true,
    },
    privileges: Array.isArray(raw.privileges) ? raw.privileges : [],
  };
}

/**
 * Buttons appear only while the task is pending (taskState 0) and the caller may act. A start node shows Submit;
 * an unclaimed claimable task only Sign-in; otherwise Agree and Reject plus Fallback / Stage / Transfer by flag.
 */
export function taskButtons(input: TaskButtonInput): TaskButtons {
  if (input.taskState !== 0 || input.instanceState !== 0 || input.taskType === 2 || !input.isMine) return NONE;
  if (input.node.type === 0) return { ...NONE, submit: true };
  if (input.needClaim && !input.isClaimed) return { ...NONE, claim: true };
  const { configure } = input.node;
  return {
    ...NONE,
    agree: true,
    reject: true,
    fallback: configure.fallBack,
    stage: configure.staging,
    transfer: configure.transmitted,
  };
}
