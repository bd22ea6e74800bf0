/** Starts the load-client process of `npm run bench:engine` (engineClients.ts): one job at a time, answered with its report. */
import { fork } from 'node:child_process';
import type { ClientJob, ClientReport } from './engineClients';

export const startClients = () => {
  const child = fork(new URL('./engineClients.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const reportOf = () =>
    new Promise<ClientReport>((resolve, reject) => {
      child.once('message', (report) => resolve(report as ClientReport));
      child.once('exit', (code) => reject(new Error(`the client process exited with code ${code}`)));
    }).finally(() => child.removeAllListeners('exit'));
  return {
    run: (job: ClientJob) => {
      const answer = reportOf();
      child.send(job);
      return answer;
    },
    stop: () => child.disconnect(),
  };
};
