import type { Tx } from '../database';
import { oauthBindings, projects } from '../schema';

const at = (iso: string) => new Date(iso);

/** Demo projects per tenant and one chat-app account bound to zhangsan (the demo provider's default account). */
export const seedShell = async (tx: Tx) => {
  await tx.insert(projects).values([
    {
      projectId: 'PJ101',
      merchantId: 'M001',
      projectName: '滨江光伏电站',
      description: '分布式光伏 12 MW',
      isDefault: true,
      createdAt: at('2026-01-05T02:00:00Z'),
    },
    {
      projectId: 'PJ102',
      merchantId: 'M001',
      projectName: '城东储能示范',
      description: '储能 20 MWh',
      createdAt: at('2026-02-10T02:00:00Z'),
    },
    {
      projectId: 'PJ103',
      merchantId: 'M001',
      projectName: '园区综合能源',
      description: '冷热电三联供',
      topAt: at('2026-03-01T02:00:00Z'),
      createdAt: at('2026-03-01T02:00:00Z'),
    },
    {
      projectId: 'PJ201',
      merchantId: 'M002',
      projectName: '海上风电一期',
      description: '风电 50 MW',
      isDefault: true,
      createdAt: at('2026-01-20T02:00:00Z'),
    },
  ]);
  await tx.insert(oauthBindings).values([{ provider: 'demo', externalId: 'zhangsan.chat', userId: 'U1002' }]);
};
