/**
 * Buckets and folders of the file centre (console spec §2.3 "Document center: bucket list, download, management"):
 * every route tenant-scoped and behind the file-centre permission, names checked with a message per problem, a
 * non-empty bucket or folder refused with what it still holds, uploads into a folder, moves between folders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startServer, type Envelope, type TestServer } from './harness';
import { uploadForm } from './filesSupport';

let server: TestServer;
let admin: string;
let other: string;
let staff: string;

type Bucket = { bucketId: string; name: string; isDefault: boolean; folderCount: number; fileCount: number };
type Contents = {
  path: { folderId: string; name: string }[];
  total: number;
  folders: { folderId: string; name: string; parentId: string }[];
  files: { fileId: string; originalName: string; bucketId: string; folderId: string }[];
};

const post = async <T = unknown>(token: string, path: string, body: unknown) =>
  (await server.request<T>('POST', path, { token, body })).body;
const get = async <T = unknown>(token: string, path: string, query: Record<string, string | number> = {}) =>
  (
    await server.request<T>(
      'GET',
      `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`,
      { token },
    )
  ).body;

const buckets = async (token = admin) => (await get<Bucket[]>(token, '/file/bucket/list')).data;
const newBucket = async (name: string, token = admin) =>
  (await post<{ bucketId: string }>(token, '/file/bucket/create', { name })).data.bucketId;
const newFolder = async (bucketId: string, name: string, parentId = '', token = admin) =>
  (await post<{ folderId: string }>(token, '/file/folder/create', { bucketId, parentId, name })).data
    .folderId;
const contents = async (query: Record<string, string | number>, token = admin) =>
  get<Contents>(token, '/file/folder/contents', query);
const uploadInto = (token: string, bucketId: string, folderId: string, name: string, body = 'hello') =>
  uploadForm(
    server.baseUrl,
    token,
    [{ name, body }],
    `/file/upload?bucketId=${bucketId}&folderId=${folderId}`,
  );

const refusal = (envelope: Envelope<unknown>) => ({ code: envelope.code, msg: envelope.msg });

beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
  other = await server.tokenFor('admin2');
  staff = await server.tokenFor('zhangsan');
});
afterAll(async () => {
  await server.close();
});

describe(`file centre buckets and folders on ${dbKind}`, () => {
  it('gives every tenant its default bucket, first, which form uploads go into and which cannot be deleted', async () => {
    const form = await uploadForm(server.baseUrl, staff, [{ name: 'leave.pdf', body: '%PDF-1.4 x' }]);
    expect(form.body.code).toBe('10000');
    const [first] = await buckets();
    expect(first).toMatchObject({ bucketId: 'default', name: '', isDefault: true });
    const top = await contents({ bucketId: 'default', name: 'leave' });
    expect(top.data.files.map((f) => [f.originalName, f.folderId])).toEqual([['leave.pdf', '']]);
    expect(refusal(await post(admin, '/file/bucket/delete', { bucketId: 'default' }))).toEqual({
      code: '50001',
      msg: 'The default bucket receives the files uploaded in forms and cannot be deleted',
    });
    // renamed, then back to the default name shown in each reader's language
    expect(
      (await post(admin, '/file/bucket/update', { bucketId: 'default', name: 'Shared', description: 'All' }))
        .code,
    ).toBe('10000');
    expect((await buckets())[0]).toMatchObject({ name: 'Shared', isDefault: true });
    expect((await post(admin, '/file/bucket/update', { bucketId: 'default', name: ' ' })).code).toBe('10000');
    expect((await buckets())[0]?.name).toBe('');
    expect((await buckets(other)).map((b) => b.bucketId)).toEqual(['default']);
  });

  it('refuses an empty name, one too long, one with a slash and a taken one, each saying so', async () => {
    const says = async (path: string, body: unknown) => refusal(await post(admin, path, body));
    expect(await says('/file/bucket/create', { name: '  ' })).toEqual({ code: '40001', msg: 'Enter a name' });
    expect(await says('/file/bucket/create', { name: 'x'.repeat(101) })).toEqual({
      code: '40001',
      msg: 'The name is longer than 100 characters',
    });
    expect(await says('/file/bucket/create', { name: 'a/b' })).toEqual({
      code: '40001',
      msg: 'A name cannot contain "/"',
    });
    const bucketId = await newBucket('Contracts');
    expect(await says('/file/bucket/create', { name: ' Contracts ' })).toEqual({
      code: '40001',
      msg: 'A bucket named "Contracts" already exists',
    });
    const reports = await newFolder(bucketId, 'Reports');
    expect(await says('/file/folder/create', { bucketId, name: 'Reports' })).toEqual({
      code: '40001',
      msg: 'This folder already holds a folder named "Reports"',
    });
    expect(await says('/file/folder/create', { bucketId, parentId: reports, name: '' })).toEqual({
      code: '40001',
      msg: 'Enter a name',
    });
    // the same name is fine under another parent, and in another tenant
    expect(await newFolder(bucketId, 'Reports', reports)).toBeTruthy();
    expect(await newBucket('Contracts', other)).toBeTruthy();
    const second = await newFolder(bucketId, 'Drafts');
    expect(await says('/file/folder/rename', { folderId: second, name: 'Reports' })).toEqual({
      code: '40001',
      msg: 'This folder already holds a folder named "Reports"',
    });
    expect((await post(admin, '/file/folder/rename', { folderId: second, name: 'Final' })).code).toBe(
      '10000',
    );
  });

  it('lists a folder: its path, folders first by name, then files, paged, under a name filter', async () => {
    const bucketId = await newBucket('Projects');
    const alpha = await newFolder(bucketId, 'Alpha');
    const deep = await newFolder(bucketId, 'Deep', alpha);
    await newFolder(bucketId, 'Zulu', deep);
    await newFolder(bucketId, 'Beta', deep);
    for (const name of ['one.txt', 'two.txt', 'three.txt'])
      expect((await uploadInto(admin, bucketId, deep, name)).body.code).toBe('10000');
    const first = await contents({ bucketId, folderId: deep, pageNum: 1, limit: 3 });
    expect(first.data.path.map((p) => p.name)).toEqual(['Alpha', 'Deep']);
    expect(first.data.total).toBe(5);
    expect(first.data.folders.map((f) => f.name)).toEqual(['Beta', 'Zulu']);
    expect(first.data.files).toHaveLength(1);
    const second = await contents({ bucketId, folderId: deep, pageNum: 2, limit: 3 });
    expect(second.data.folders).toEqual([]);
    expect(second.data.files).toHaveLength(2);
    const names = [...first.data.files, ...second.data.files].map((f) => f.originalName).sort();
    expect(names).toEqual(['one.txt', 'three.txt', 'two.txt']);
    const filtered = await contents({ bucketId, folderId: deep, name: 'E' });
    expect(filtered.data.folders.map((f) => f.name)).toEqual(['Beta']);
    expect(filtered.data.files.map((f) => f.originalName).sort()).toEqual(['one.txt', 'three.txt']);
    // the upload landed in the folder, not at the top level, and counts towards the bucket
    expect((await contents({ bucketId })).data.files).toEqual([]);
    expect((await buckets()).find((b) => b.bucketId === bucketId)).toMatchObject({
      folderCount: 4,
      fileCount: 3,
    });
  });

  it('refuses to delete a bucket or folder that still holds anything, naming what is left; empty ones go', async () => {
    const bucketId = await newBucket('Old');
    const folderId = await newFolder(bucketId, 'Scans');
    const sub = await newFolder(bucketId, 'Sub', folderId);
    const upload = await uploadInto(admin, bucketId, folderId, 'scan.png', 'png');
    expect(refusal(await post(admin, '/file/folder/delete', { folderId }))).toEqual({
      code: '50001',
      msg: 'The folder "Scans" is not empty (folders: 1, files: 1). Move or delete them first.',
    });
    expect(refusal(await post(admin, '/file/bucket/delete', { bucketId }))).toEqual({
      code: '50001',
      msg: 'The bucket "Old" is not empty (folders: 2, files: 1). Move or delete them first.',
    });
    const [file] = (await contents({ bucketId, folderId })).data.files;
    expect(file?.originalName).toBe(upload.body.data.originalName);
    expect((await post(admin, '/file/delete', { fileIds: [file?.fileId] })).code).toBe('10000');
    expect((await post(admin, '/file/folder/delete', { folderId: sub })).code).toBe('10000');
    expect((await post(admin, '/file/folder/delete', { folderId })).code).toBe('10000');
    expect((await post(admin, '/file/bucket/delete', { bucketId })).code).toBe('10000');
    expect((await buckets()).some((b) => b.bucketId === bucketId)).toBe(false);
  });

  it('moves files between folders and buckets; a folder of another bucket is refused', async () => {
    const from = await newBucket('Inbox');
    const to = await newBucket('Archive');
    const target = await newFolder(to, '2026');
    const elsewhere = await newFolder(from, 'Elsewhere');
    const a = (await uploadInto(admin, from, '', 'a.txt')).body.data.fileName;
    await uploadInto(admin, from, '', 'b.txt');
    const listed = (await contents({ bucketId: from })).data.files;
    const aId = listed.find((f) => f.originalName === 'a.txt')?.fileId ?? '';
    expect(
      refusal(await post(admin, '/file/move', { fileIds: [aId], bucketId: to, folderId: elsewhere })),
    ).toEqual({
      code: '40401',
      msg: 'Folder not found',
    });
    expect(
      (await post(admin, '/file/move', { fileIds: [aId], bucketId: to, folderId: target })).data,
    ).toEqual({
      moved: 1,
    });
    expect((await contents({ bucketId: from })).data.files.map((f) => f.originalName)).toEqual(['b.txt']);
    expect(
      (await contents({ bucketId: to, folderId: target })).data.files.map((f) => f.originalName),
    ).toEqual(['a.txt']);
    // the download keeps working after the move
    const download = await fetch(`${server.baseUrl}/digital-portal/common/download?fileName=${a}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(await download.text()).toBe('hello');
  });

  it('keeps tenants apart: another tenant neither sees nor touches a bucket, folder or file, nor uploads into them', async () => {
    const bucketId = await newBucket('Private');
    const folderId = await newFolder(bucketId, 'Secret');
    await uploadInto(admin, bucketId, folderId, 'secret.txt');
    const [secret] = (await contents({ bucketId, folderId })).data.files;
    const mine = await newBucket('Mine', other);
    expect((await buckets(other)).map((b) => b.bucketId)).not.toContain(bucketId);
    const notFound = (envelope: Envelope<unknown>) => expect(envelope.code).toBe('40401');
    notFound(await contents({ bucketId }, other));
    notFound(await get(other, '/file/folder/tree', { bucketId }));
    notFound(await post(other, '/file/bucket/update', { bucketId, name: 'Taken over' }));
    notFound(await post(other, '/file/bucket/delete', { bucketId }));
    notFound(await post(other, '/file/folder/create', { bucketId, name: 'Intruder' }));
    notFound(
      await post(other, '/file/folder/create', { bucketId: mine, parentId: folderId, name: 'Intruder' }),
    );
    notFound(await post(other, '/file/folder/rename', { folderId, name: 'Mine now' }));
    notFound(await post(other, '/file/folder/delete', { folderId }));
    notFound(await post(other, '/file/move', { fileIds: [secret?.fileId], bucketId: mine }));
    notFound(await post(other, '/file/move', { fileIds: ['x'], bucketId, folderId }));
    const upload = await uploadInto(other, bucketId, folderId, 'drop.txt');
    expect(upload.body.msg).toBe('Bucket not found');
    const after = await contents({ bucketId, folderId });
    expect(after.data.path.map((p) => p.name)).toEqual(['Secret']);
    expect(after.data.files.map((f) => f.originalName)).toEqual(['secret.txt']);
    expect((await buckets()).find((b) => b.bucketId === bucketId)?.name).toBe('Private');
  });

  it('needs the file-centre permission on every bucket and folder route', async () => {
    for (const envelope of [
      await get(staff, '/file/bucket/list'),
      await post(staff, '/file/bucket/create', { name: 'Mine' }),
      await contents({ bucketId: 'default' }, staff),
      (await uploadInto(staff, 'default', '', 'x.txt')).body,
    ])
      expect(envelope.code).toBe('40301');
  });
});
