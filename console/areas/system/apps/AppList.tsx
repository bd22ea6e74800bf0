/** Screen `system/AppList`: being built in its own change; until then it renders nothing. */
export default function AppList() {
  return null;
}
