/** Bulk people of tenant M001 for the directory benchmarks, written with generate_series SQL (deterministic). */
import { sql } from 'drizzle-orm';

type Run = (query: ReturnType<typeof sql>) => Promise<unknown>;

/** What people type into the people picker, and the pages they scroll to. */
export const PICKER_SEARCHES = [
  'keyword=' + encodeURIComponent('员工0421'),
  'keyword=' + encodeURIComponent('员工07'),
  'keyword=' + encodeURIComponent('王'),
  'keyword=picker_9876',
  'keyword=J00512',
  'keyword=bench',
  'keyword=nobody-matches-this',
  '',
  'pageNum=2',
  'pageNum=50',
  'keyword=' + encodeURIComponent('员工') + '&pageNum=120',
];

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const SEEDED_ORGANIZATIONS = ['O100', 'O110', 'O120', 'O130', 'O131', 'O140'];

export interface PeopleShape {
  count: number;
  /** User ids are the prefix and the number, unpadded (`PK1`…). */
  idPrefix: string;
  /** Organisation ids the people are dealt over in turn (default: the seeded tenant's). */
  organizations?: ReturnType<typeof sql>;
  /** A scrypt hash to give every account (default: none that signs in). */
  passwordHash?: string;
  /** Also a staff role and an entry in the sign-in directory each, as accounts made in the console have. */
  isSignInReady?: boolean;
}

/**
 * `count` people: names like 王员工00421 (numbers padded to the count's width), accounts picker_N, job numbers
 * JNNNNN and mobile numbers; one in 50 is disabled.
 */
export const seedPeople = async (run: Run, shape: PeopleShape) => {
  const width = String(shape.count).length;
  const organizations =
    shape.organizations ?? sql.raw(`ARRAY[${SEEDED_ORGANIZATIONS.map((id) => `'${id}'`).join(',')}]`);
  await run(sql`
    INSERT INTO users (user_id, merchant_id, user_name, nick_name, password_hash, job_number, phonenumber,
      organize_id, status)
    SELECT ${shape.idPrefix} || i, 'M001', 'picker_' || i,
           (ARRAY[${sql.raw(SURNAMES.map((name) => `'${name}'`).join(','))}])[1 + i % 10] || '员工' || lpad(i::text, ${width}, '0'),
           ${shape.passwordHash ?? 'x'}, 'J' || lpad(i::text, ${width}, '0'), '139' || lpad(i::text, 8, '0'),
           orgs[1 + i % array_length(orgs, 1)],
           CASE WHEN i % 50 = 0 THEN '1' ELSE '0' END
    FROM generate_series(1, ${shape.count}) AS i, (SELECT ${organizations}::text[] AS orgs) AS o`);
  if (!shape.isSignInReady) return;
  await run(sql`
    INSERT INTO user_names (user_name, user_id, merchant_id)
    SELECT 'picker_' || i, ${shape.idPrefix} || i, 'M001' FROM generate_series(1, ${shape.count}) AS i`);
  await run(sql`
    INSERT INTO user_roles (user_id, role_id, merchant_id)
    SELECT ${shape.idPrefix} || i, 'R103', 'M001' FROM generate_series(1, ${shape.count}) AS i`);
};
