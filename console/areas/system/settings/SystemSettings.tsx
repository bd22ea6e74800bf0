/** Screen `system/SystemSettings`: being built in its own change; until then it renders nothing. */
export default function SystemSettings() {
  return null;
}
