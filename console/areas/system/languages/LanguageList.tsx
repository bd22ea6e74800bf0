/** Screen `system/LanguageList`: being built in its own change; until then it renders nothing. */
export default function LanguageList() {
  return null;
}
