import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFile, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../support/freePort';

/** Debian's PostgreSQL 15 and its pg_auto_failover build (package postgresql-15-auto-failover). */
const PG_BIN = '/usr/lib/postgresql/15/bin';
const PG_AUTOCTL = '/usr/bin/pg_autoctl';
const EXTENSION = '/usr/share/postgresql/15/extension/pgautofailover.control';

/**
 * The monitor notices a dead primary within seconds instead of its default of 20 s or more: health checks each
 * second, a node unhealthy after 2 s without an answer, and a primary whose keeper is gone (it cannot confirm its
 * own demotion) given 3 s instead of 30 before the standby is promoted.
 */
const FAST_MONITOR = `
pgautofailover.health_check_period = 1000
pgautofailover.health_check_timeout = 1000
pgautofailover.health_check_max_retries = 1
pgautofailover.health_check_retry_delay = 500
pgautofailover.node_considered_unhealthy_timeout = 2000
pgautofailover.primary_demote_timeout = 3000
`;

const isRoot = () => process.getuid?.() === 0;

/** Why the failover test cannot run here, or undefined when it can. */
export const missingForFailover = (): string | undefined => {
  if (!existsSync(PG_AUTOCTL) || !existsSync(EXTENSION))
    return 'pg_auto_failover is not installed (apt-get install postgresql-15-auto-failover)';
  if (!existsSync(path.join(PG_BIN, 'pg_ctl'))) return `PostgreSQL 15 is not installed (${PG_BIN})`;
  if (isRoot() && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'pg_autoctl refuses to run as root and there is no postgres user to run it as';
  return undefined;
};

export interface NodeState {
  name: string;
  port: number;
  reported: string;
  assigned: string;
}

export interface AutoFailoverCluster {
  /** The libpq multi-host URL of the two data nodes (primary first), database `postgres`. */
  url: string;
  nodes: { name: string; port: number; pgdata: string }[];
  /** The monitor's view of the data nodes. */
  state(): Promise<NodeState[]>;
  /** Resolves once `isDone` holds for the monitor's view (checked each 200 ms), rejects after `ms`. */
  waitFor(isDone: (nodes: NodeState[]) => boolean, ms: number, what: string): Promise<NodeState[]>;
  /**
   * SIGKILL of the node's pg_autoctl keeper, then of its postmaster: the node is lost as with its machine. (With the
   * keeper alive, it restarts the postmaster within a second, and the monitor then sometimes keeps the node primary.)
   */
  killNode(port: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A monitor, a primary and a synchronous standby on this machine, each in its own data folder under one temporary
 * folder and on its own port, run by `pg_autoctl run` as the postgres user (pg_autoctl refuses root).
 */
export const startAutoFailoverCluster = async (log: (line: string) => void): Promise<AutoFailoverCluster> => {
  const root = await mkdtemp(path.join(tmpdir(), 'failover-'));
  const owner = isRoot() ? spawnSync('id', ['-u', 'postgres']).stdout.toString().trim() : undefined;
  const group = isRoot() ? spawnSync('id', ['-g', 'postgres']).stdout.toString().trim() : undefined;
  if (owner && group) await chown(root, Number(owner), Number(group));
  // pg_autoctl keeps its configuration and state under XDG folders: inside the temporary folder, not in a home
  const env = {
    PATH: `${PG_BIN}:/usr/bin:/bin`,
    XDG_CONFIG_HOME: path.join(root, 'config'),
    XDG_DATA_HOME: path.join(root, 'share'),
    XDG_RUNTIME_DIR: path.join(root, 'run'),
    PG_CONFIG: path.join(PG_BIN, 'pg_config'),
    HOME: root,
  };
  const commandOf = (args: string[]) => {
    const withEnv = ['env', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), PG_AUTOCTL, ...args];
    return isRoot() ? ['runuser', '-u', 'postgres', '--', ...withEnv] : withEnv;
  };
  const services = new Map<string, ChildProcess>();
  const output = new Map<string, string>();
  /** `pg_autoctl run` (or `create … --run`), detached in a process group of its own so that stop() ends it all. */
  const service = (name: string, args: string[]) => {
    const [command = '', ...rest] = commandOf(args);
    const child = spawn(command, rest, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    output.set(name, '');
    const keep = (chunk: Buffer) => output.set(name, (output.get(name) ?? '') + chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    services.set(name, child);
  };
  const run = (args: string[]) => {
    const [command = '', ...rest] = commandOf(args);
    const result = spawnSync(command, rest, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`pg_autoctl ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    return result.stdout;
  };

  const [monitorPort, port1, port2] = [await freePort(), await freePort(), await freePort()];
  const monitorData = path.join(root, 'monitor');
  const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
  const common = ['--hostname', '127.0.0.1', '--auth', 'trust', '--no-ssl'];
  run(['create', 'monitor', '--pgdata', monitorData, '--pgport', String(monitorPort), ...common]);
  await appendFile(path.join(monitorData, 'postgresql.conf'), FAST_MONITOR);
  service('monitor', ['run', '--pgdata', monitorData]);
  const monitor = new pg.Pool({ connectionString: monitorUrl, max: 1 });
  monitor.on('error', () => undefined);

  const state = async (): Promise<NodeState[]> => {
    const { rows } = await monitor.query<NodeState>(
      `SELECT nodename AS name, nodeport AS port, reportedstate AS reported, goalstate AS assigned
       FROM pgautofailover.node ORDER BY nodeid`,
    );
    return rows;
  };
  const waitFor = async (isDone: (nodes: NodeState[]) => boolean, ms: number, what: string) => {
    const until = Date.now() + ms;
    let last: NodeState[] = [];
    for (;;) {
      last = await state().catch(() => last);
      if (isDone(last)) return last;
      if (Date.now() > until) {
        const logs = [...output].map(([name, text]) => `--- ${name}\n${text.slice(-1500)}`).join('\n');
        throw new Error(`${what}: not after ${ms} ms; monitor says ${JSON.stringify(last)}\n${logs}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const isSettled = (node: NodeState) => node.reported === node.assigned;

  const nodes = [
    { name: 'node_1', port: port1, pgdata: path.join(root, 'node1') },
    { name: 'node_2', port: port2, pgdata: path.join(root, 'node2') },
  ];
  const create = (node: (typeof nodes)[number]) =>
    service(node.name, [
      'create',
      'postgres',
      '--pgdata',
      node.pgdata,
      '--pgport',
      String(node.port),
      '--name',
      node.name,
      '--monitor',
      monitorUrl,
      ...common,
      '--run',
    ]);
  const monitorUp = Date.now() + 30_000;
  while (
    !(await monitor.query('SELECT 1').then(
      () => true,
      () => Date.now() > monitorUp,
    ))
  )
    await new Promise((resolve) => setTimeout(resolve, 200));
  const began = performance.now();
  create(nodes[0] as (typeof nodes)[number]);
  await waitFor((all) => all.some((n) => n.name === 'node_1' && n.reported === 'single'), 60_000, 'primary');
  create(nodes[1] as (typeof nodes)[number]);
  await waitFor(
    (all) =>
      all.length === 2 &&
      all.every(isSettled) &&
      all.some((n) => n.reported === 'primary') &&
      all.some((n) => n.reported === 'secondary'),
    90_000,
    'primary and synchronous standby',
  );
  log(
    `pg_auto_failover: monitor :${monitorPort}, primary :${port1}, standby :${port2} ready in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );

  return {
    url: `postgres://postgres@127.0.0.1:${port1},127.0.0.1:${port2}/postgres?target_session_attrs=read-write`,
    nodes,
    state,
    waitFor,
    killNode: async (port) => {
      const node = nodes.find((n) => n.port === port);
      const keeper = services.get(node?.name ?? '');
      if (!node || keeper?.pid === undefined) throw new Error(`no node on port ${port}`);
      const postmaster = Number(
        (await readFile(path.join(node.pgdata, 'postmaster.pid'), 'utf8')).split('\n')[0],
      );
      const keeperGone = new Promise((resolve) => keeper.once('exit', resolve));
      process.kill(-keeper.pid, 'SIGKILL');
      await keeperGone;
      try {
        process.kill(postmaster, 'SIGKILL');
      } catch {
        // it was in the keeper's process group and is gone already
      }
    },
    stop: async () => {
      await monitor.end().catch(() => undefined);
      for (const node of [...nodes.map((n) => n.pgdata), monitorData]) {
        try {
          run(['stop', '--pgdata', node, '--immediate']);
        } catch {
          // not running (never started, or already gone)
        }
      }
      await Promise.all(
        [...services.values()].map(async (child) => {
          if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
          const gone = new Promise((resolve) => child.once('exit', resolve));
          // pg_autoctl stop ends its service; should it hang, its whole process group goes
          const timer = setTimeout(() => {
            try {
              process.kill(-(child.pid as number), 'SIGKILL');
            } catch {
              // already gone
            }
          }, 15_000);
          await gone;
          clearTimeout(timer);
        }),
      );
      await rm(root, { recursive: true, force: true });
    },
  };
};
