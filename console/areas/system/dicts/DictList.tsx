/** Screen `system/DictList`: being built in its own change; until then it renders nothing. */
export default function DictList() {
  return null;
}
