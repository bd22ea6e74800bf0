/** Screen `system/MenuList`: being built in its own change; until then it renders nothing. */
export default function MenuList() {
  return null;
}
