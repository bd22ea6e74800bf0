/** Screen `message/TemplateCategoryList`: being built in its own change; until then it renders nothing. */
export default function TemplateCategoryList() {
  return null;
}
