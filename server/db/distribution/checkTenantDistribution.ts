import type { KeyShape, TableShape } from './readTableShapes';

const TENANT_COLUMN = 'merchant_id';

const describeKey = (kind: string, key: KeyShape) => `${kind} ${key.name} (${key.columns.join(', ')})`;

/** A foreign key keeps a tenant's rows together only when it maps merchant_id onto merchant_id. */
const carriesTenant = (columns: string[], referencedColumns: string[]) =>
  columns.some((column, index) => column === TENANT_COLUMN && referencedColumns[index] === TENANT_COLUMN);

const tenantTableProblems = (shape: TableShape, isTenantTable: (table: string) => boolean): string[] => {
  const problems: string[] = [];
  if (shape.isMerchantIdNullable) problems.push(`${shape.table}: merchant_id may be null`);
  if (!shape.primaryKey) problems.push(`${shape.table}: no primary key`);
  else if (!shape.primaryKey.columns.includes(TENANT_COLUMN))
    problems.push(`${shape.table}: ${describeKey('primary key', shape.primaryKey)} lacks merchant_id`);
  for (const key of shape.uniqueKeys)
    if (!key.columns.includes(TENANT_COLUMN))
      problems.push(`${shape.table}: ${describeKey('unique key', key)} lacks merchant_id`);
  for (const key of shape.foreignKeys)
    if (isTenantTable(key.referencedTable) && !carriesTenant(key.columns, key.referencedColumns))
      problems.push(
        `${shape.table}: ${describeKey('foreign key', key)} to tenant table ${key.referencedTable} lacks merchant_id`,
      );
  return problems;
};

const referenceTableProblems = (shape: TableShape, isTenantTable: (table: string) => boolean) =>
  shape.foreignKeys
    .filter((key) => isTenantTable(key.referencedTable))
    .map(
      (key) =>
        `${shape.table}: reference table has ${describeKey('foreign key', key)} to tenant table ${key.referencedTable}`,
    );

/**
 * Whether the schema can be distributed by tenant: every table is either a listed reference table or a tenant
 * table (merchant_id not null, in the primary key, in every unique key and in every foreign key to another tenant
 * table). Answers one message per problem, naming the table and what is missing; none means ready.
 */
export const checkTenantDistribution = (
  shapes: TableShape[],
  referenceTables: Readonly<Record<string, string>>,
): string[] => {
  const isReference = (table: string) => Object.hasOwn(referenceTables, table);
  const present = new Set(shapes.map((shape) => shape.table));
  const isTenantTable = (table: string) => present.has(table) && !isReference(table);
  const problems = shapes.flatMap((shape) => {
    if (isReference(shape.table)) return referenceTableProblems(shape, isTenantTable);
    if (!shape.hasMerchantId)
      return [`${shape.table}: no merchant_id column, and it is not listed as a reference table`];
    return tenantTableProblems(shape, isTenantTable);
  });
  for (const table of Object.keys(referenceTables))
    if (!present.has(table)) problems.push(`${table}: listed as a reference table but not in the database`);
  return problems;
};
