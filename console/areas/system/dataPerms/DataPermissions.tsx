/** Screen `system/DataPermissions`: being built in its own change; until then it renders nothing. */
export default function DataPermissions() {
  return null;
}
