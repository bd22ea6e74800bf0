/** Screen `system/PropertiesList`: being built in its own change; until then it renders nothing. */
export default function PropertiesList() {
  return null;
}
