/** Screen `message/TemplateList`: being built in its own change; until then it renders nothing. */
export default function TemplateList() {
  return null;
}
